import { schemaRule, toAppError } from '@assay/client';
import { sharingContracts } from '@assay/domain/sharing';
import { Banner, Button, Dialog, Inline, Stack, TextField, useToast } from '@assay/ui';
import { useState, type FormEvent } from 'react';
import { useShareTenant } from '../api/share-tenant.ts';

const emailRule = schemaRule(sharingContracts.share.input.shape.email);

interface Props {
  tenantId: string;
  tenantName: string;
  /** Why sharing is not possible (the plan), shown on the disabled button; null when it is. */
  blockedReason: string | null;
}

/** Share the tenant with one email address; the server sends them the sign-in link. */
export function ShareDialog({ tenantId, tenantName, blockedReason }: Props) {
  const share = useShareTenant();
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const error = share.error ? toAppError(share.error) : null;
  const emailCheck = emailRule(email);
  const emailProblem = emailCheck === true ? undefined : emailCheck;

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) {
      setEmail('');
      setSubmitted(false);
      share.reset();
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (emailProblem) return;
    share.mutate(
      { tenantId, email: email.trim() },
      {
        onSuccess: (shared) => {
          setOpen(false);
          toast({ title: `${tenantName} is shared with ${shared.email}`, description: 'They got an email with the sign-in link.', tone: 'success' });
        },
      },
    );
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button icon="plus" disabled={blockedReason !== null} title={blockedReason ?? undefined}>
          Share
        </Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Title>Share {tenantName}</Dialog.Title>
        <Dialog.Description>
          They see this tenant&apos;s overview, completed results and roadmap, read-only, and may comment. They sign in with a link sent to this address; no password.
        </Dialog.Description>
        <form onSubmit={submit} noValidate aria-label="Share the tenant">
          <Stack gap="md">
            {error && error.fields.length === 0 && <Banner tone="danger">{error.message}</Banner>}
            <TextField
              label="Email address"
              type="email"
              autoComplete="off"
              value={email}
              onValueChange={setEmail}
              maxLength={254}
              hint="Not an address of a member of an organisation on Assay."
              error={(submitted ? emailProblem : undefined) ?? (error?.fieldMessage('email') ? error.message : undefined)}
              required
            />
            <Inline gap="sm" justify="flex-end">
              <Dialog.Close asChild>
                <Button variant="ghost" type="button">
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" loading={share.isPending}>
                Share and send link
              </Button>
            </Inline>
          </Stack>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
