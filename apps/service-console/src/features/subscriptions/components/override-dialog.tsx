import { m } from '@assay/messages';
import { schemaRule, toAppError, useFieldWording } from '@assay/client';
import { PLAN_OVERRIDE_DAYS_MAX } from '@assay/domain/billing';
import { planIds, planNames, type PlanId } from '@assay/domain/plans/labels';
import { platformContracts, type SubscriptionSummary } from '@assay/domain/platform';
import { Button, FormDialog, Select, TextField, useToast, VisuallyHidden } from '@assay/ui';
import { formatDay } from '@assay/views/billing';
import { useState } from 'react';
import { useSetPlanOverride } from '../api/plan-override.ts';

const reasonRule = schemaRule(platformContracts.setPlanOverride.input.shape.reason);
const DAY = 86_400_000;
/** A YYYY-MM-DD `days` from today (UTC), for the date field's default and bounds. */
const dayIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** Override or comp an organisation's plan until a day, with a reason its owners see. */
export function OverrideDialog({ row }: { row: SubscriptionSummary }) {
  useFieldWording();
  const setOverride = useSetPlanOverride();
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [plan, setPlan] = useState<PlanId>('business');
  const [endsOn, setEndsOn] = useState(dayIn(30));
  const [reason, setReason] = useState('');
  const error = setOverride.error ? toAppError(setOverride.error) : null;

  function onOpen() {
    setPlan(row.override?.plan ?? (row.paidPlan === 'business' ? 'team' : 'business'));
    setEndsOn(row.override ? row.override.endsAt.slice(0, 10) : dayIn(30));
    setReason(row.override?.reason ?? '');
    setOverride.reset();
  }

  const submit = () =>
    setOverride
      .mutateAsync({
        tid: row.organisation.id,
        plan,
        reason: reason.trim(),
        endsAt: `${endsOn}T00:00:00.000Z`,
      })
      .then(({ override }) => {
        setOpen(false);
        toast({
          title: m.console_subs_on_plan_until({
            name: row.organisation.name,
            plan: planNames[override.plan],
            date: formatDay(override.endsAt),
          }),
          tone: 'success',
        });
      });

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      onOpen={onOpen}
      trigger={
        <Button size="sm" variant="soft">
          {row.override ? m.console_subs_change_override() : m.console_subs_override_plan()}
          <VisuallyHidden> {m.console_subs_of({ name: row.organisation.name })}</VisuallyHidden>
        </Button>
      }
      title={m.console_subs_override_title({ name: row.organisation.name })}
      description={m.console_subs_override_description({ plan: planNames[row.paidPlan] })}
      error={error && error.fields.length === 0 ? error.message : undefined}
      submitLabel={m.console_subs_set_plan()}
      pending={setOverride.isPending}
      onSubmit={submit}
    >
      <Select
        label={m.console_org_plan()}
        value={plan}
        onValueChange={(value) => setPlan(value as PlanId)}
        options={planIds.map((id) => ({ value: id, label: planNames[id] }))}
      />
      <TextField
        label={m.console_subs_ends_on_label()}
        type="date"
        value={endsOn}
        onValueChange={setEndsOn}
        min={dayIn(1)}
        max={dayIn(PLAN_OVERRIDE_DAYS_MAX - 1)}
        hint={m.console_subs_ends_hint()}
        error={error?.fieldMessage('endsAt')}
        required
      />
      <TextField
        label={m.common_reason()}
        value={reason}
        onValueChange={setReason}
        maxLength={500}
        rules={[reasonRule]}
        error={error?.fieldMessage('reason')}
        hint={m.console_subs_reason_hint()}
        required
      />
    </FormDialog>
  );
}
