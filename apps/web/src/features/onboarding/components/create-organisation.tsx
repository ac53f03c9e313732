import { m } from '@assay/messages';
import { toAppError } from '@assay/client';
import { paths } from '@assay/auth';
import { useSession } from '@assay/auth/react';
import { Banner, Button, Card, PageHeader, Stack, TextField } from '@assay/ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useCompleteSignUp } from '../api/complete-sign-up.ts';

/** The first step after sign-up (or a first Google sign-in): name the organisation. */
export function CreateOrganisation() {
  const { session } = useSession();
  const completeSignUp = useCompleteSignUp();
  const [name, setName] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const error = completeSignUp.error ? toAppError(completeSignUp.error) : null;
  const nameProblem = name.trim() === '' ? m.onboarding_name_required() : undefined;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (nameProblem) return;
    completeSignUp.mutate({ organisationName: name.trim(), displayName: session?.displayName ?? undefined });
  }

  return (
    <Stack gap="lg">
      <PageHeader title={m.onboarding_title()} description={m.onboarding_description()} />
      <Card>
        <form onSubmit={onSubmit} noValidate aria-label={m.onboarding_title()}>
          <Stack gap="md">
            {error && error.fields.length === 0 && <Banner tone="danger">{error.message}</Banner>}
            <TextField
              label={m.onboarding_name()}
              value={name}
              onValueChange={setName}
              maxLength={120}
              counter
              hint={m.onboarding_name_hint()}
              error={(submitted ? nameProblem : undefined) ?? error?.fieldMessage('organisationName')}
              required
            />
            <Button type="submit" loading={completeSignUp.isPending}>
              {m.onboarding_create()}
            </Button>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}

/** Above the form for a system admin who has no organisation: the two other places to go. */
export function SystemAdminIntro() {
  return (
    <Banner tone="info" action={<a href={paths.service()}>{m.shell_open_console()}</a>}>
      {m.shell_admin_without_org()} <Link to={paths.contentAdmin()}>{m.shell_global_library()}</Link>
    </Banner>
  );
}
