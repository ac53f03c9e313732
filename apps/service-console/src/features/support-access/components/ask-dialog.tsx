import { m } from '@assay/messages';
import { schemaRule, toAppError, useFieldWording } from '@assay/client';
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
  useFieldWording();
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
        title: glass ? m.console_support_glass_open() : m.console_support_requested(),
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
          {glass ? m.support_break_glass() : m.console_support_request()}
        </Button>
      }
      title={glass ? m.console_support_glass_title() : m.console_support_request()}
      description={glass ? m.console_support_glass_description() : m.console_support_request_description()}
      error={
        error && !error.fieldMessage('reason') && !error.fieldMessage('hours') ? error.message : undefined
      }
      submitLabel={glass ? m.console_support_open_now() : m.console_support_send_request()}
      tone={glass ? 'danger' : 'default'}
      pending={mutation.isPending}
      onSubmit={submit}
    >
      <Textarea
        label={m.common_reason()}
        hint={m.console_support_reason_hint()}
        value={reason}
        onValueChange={setReason}
        maxLength={SUPPORT_REASON_MAX}
        rules={[reasonRule]}
        required
        error={error?.fieldMessage('reason')}
      />
      <TextField
        label={m.console_support_duration({ max: SUPPORT_GRANT_MAX_HOURS })}
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
