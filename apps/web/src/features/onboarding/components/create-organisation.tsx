import { toAppError } from '@assay/client';
import { useSession } from '@assay/auth/react';
import { Banner, Button, Card, PageHeader, Stack, TextField } from '@assay/ui';
import { useState, type FormEvent } from 'react';
import { useCompleteSignUp } from '../api/complete-sign-up.ts';

/** The first step after sign-up (or a first Google sign-in): name the organisation. */
export function CreateOrganisation() {
  const { session } = useSession();
  const completeSignUp = useCompleteSignUp();
  const [name, setName] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const error = completeSignUp.error ? toAppError(completeSignUp.error) : null;
  const nameProblem = name.trim() === '' ? 'Enter the name of your organisation.' : undefined;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (nameProblem) return;
    completeSignUp.mutate({ organisationName: name.trim(), displayName: session?.displayName ?? undefined });
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title="Set up your organisation"
        description="Your organisation holds your members, plan and the tenants you assess. You can rename it later."
      />
      <Card>
        <form onSubmit={onSubmit} noValidate aria-label="Set up your organisation">
          <Stack gap="md">
            {error && error.fields.length === 0 && <Banner tone="danger">{error.message}</Banner>}
            <TextField
              label="Organisation name"
              value={name}
              onValueChange={setName}
              maxLength={120}
              counter
              hint="For example your consultancy or company name."
              error={(submitted ? nameProblem : undefined) ?? error?.fieldMessage('organisationName')}
              required
            />
            <Button type="submit" loading={completeSignUp.isPending}>
              Create organisation
            </Button>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
