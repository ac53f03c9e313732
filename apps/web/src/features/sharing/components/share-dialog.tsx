import { schemaRule, toAppError } from '@assay/client';
import { sharingContracts } from '@assay/domain/sharing';
import { Button, FormDialog, TextField, useToast } from '@assay/ui';
import { useState } from 'react';
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
  const error = share.error ? toAppError(share.error) : null;

  function resetFields() {
    setEmail('');
    share.reset();
  }

  const submit = () =>
    share.mutateAsync({ tenantId, email: email.trim() }).then((shared) => {
      setOpen(false);
      toast({
        title: `${tenantName} is shared with ${shared.email}`,
        description: 'They got an email with the sign-in link.',
        tone: 'success',
      });
    });

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      onOpen={resetFields}
      trigger={
        <Button icon="plus" disabled={blockedReason !== null} title={blockedReason ?? undefined}>
          Share
        </Button>
      }
      title={`Share ${tenantName}`}
      formLabel="Share the tenant"
      description="They see this tenant's overview, completed results and roadmap, read-only, and may comment. They sign in with a link sent to this address; no password."
      error={error && error.fields.length === 0 ? error.message : undefined}
      submitLabel="Share and send link"
      pending={share.isPending}
      onSubmit={submit}
    >
      <TextField
        label="Email address"
        type="email"
        autoComplete="off"
        value={email}
        onValueChange={setEmail}
        maxLength={254}
        hint="For someone without an Assay organisation of their own, such as the client’s staff."
        rules={[emailRule]}
        // The server's reason (a member's address, already shared elsewhere) reads as a sentence.
        error={error?.fieldMessage('email') ? error.message : undefined}
        required
      />
    </FormDialog>
  );
}
