import { m } from '@assay/messages';
import { schemaRule, toAppError, useFieldWording } from '@assay/client';
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
  useFieldWording();
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
        title: m.sharing_shared_with({ tenant: tenantName, email: shared.email }),
        description: m.sharing_got_email(),
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
          {m.sharing_share()}
        </Button>
      }
      title={m.sharing_share_title({ tenant: tenantName })}
      formLabel={m.sharing_form_label()}
      description={m.sharing_dialog_description()}
      error={error && error.fields.length === 0 ? error.message : undefined}
      submitLabel={m.sharing_submit()}
      pending={share.isPending}
      onSubmit={submit}
    >
      <TextField
        label={m.members_email()}
        type="email"
        autoComplete="off"
        value={email}
        onValueChange={setEmail}
        maxLength={254}
        hint={m.sharing_email_hint()}
        rules={[emailRule]}
        // The server's reason (a member's address, already shared elsewhere) reads as a sentence.
        error={error?.fieldMessage('email') ? error.message : undefined}
        required
      />
    </FormDialog>
  );
}
