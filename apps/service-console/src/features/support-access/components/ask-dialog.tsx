import { schemaRule, toAppError } from '@assay/client';
import {
  SUPPORT_GRANT_MAX_HOURS,
  SUPPORT_REASON_MAX,
  supportHoursSchema,
  supportReasonSchema,
} from '@assay/domain/support';
import { Button, FormDialog, TextField, Textarea, useToast } from '@assay/ui';
import { useState } from 'react';
import { useBreakGlass, useRequestSupport } from '../api/support-access.ts';

const reasonRule = schemaRule(supportReasonSchema);
const hoursRule = (value: string) => schemaRule(supportHoursSchema)(Number(value));

/** "Request support access" (owners decide) or "Break-glass" (opens at once, owners told): a reason and up to 72 hours. */
export function AskDialog({ tid, kind }: { tid: string; kind: 'request' | 'breakGlass' }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [hours, setHours] = useState('4');
  const request = useRequestSupport();
  const breakGlass = useBreakGlass();
  const mutation = kind === 'request' ? request : breakGlass;
  const { toast } = useToast();
  const error = mutation.error ? toAppError(mutation.error) : null;
  const glass = kind === 'breakGlass';

  function onOpen() {
    setReason('');
    setHours('4');
    mutation.reset();
  }

  const submit = () =>
    mutation.mutateAsync({ tid, reason: reason.trim(), hours: Number(hours) }).then(() => {
      toast({
        title: glass
          ? 'Break-glass access is open; the owners were told'
          : 'Support access requested; the owners were mailed',
        tone: 'success',
      });
      setOpen(false);
    });

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      onOpen={onOpen}
      trigger={
        <Button variant={glass ? 'outline' : 'solid'} icon={glass ? 'alert' : 'lock'}>
          {glass ? 'Break-glass' : 'Request support access'}
        </Button>
      }
      title={glass ? 'Break-glass access' : 'Request support access'}
      description={
        glass
          ? 'For an incident only: read-only access opens at once, every owner is emailed now and the access stands out in their audit log.'
          : "The organisation's owners are emailed and decide. Nothing of its content opens until one approves."
      }
      error={
        error && !error.fieldMessage('reason') && !error.fieldMessage('hours') ? error.message : undefined
      }
      submitLabel={glass ? 'Open access now' : 'Send the request'}
      tone={glass ? 'danger' : 'default'}
      pending={mutation.isPending}
      onSubmit={submit}
    >
      <Textarea
        label="Reason"
        hint="The owners read this"
        value={reason}
        onValueChange={setReason}
        maxLength={SUPPORT_REASON_MAX}
        rules={[reasonRule]}
        required
        error={error?.fieldMessage('reason')}
      />
      <TextField
        label={`Duration in hours (1 to ${SUPPORT_GRANT_MAX_HOURS})`}
        type="number"
        value={hours}
        onValueChange={setHours}
        rules={[hoursRule]}
        required
        error={error?.fieldMessage('hours')}
      />
    </FormDialog>
  );
}
