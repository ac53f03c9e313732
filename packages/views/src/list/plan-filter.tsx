import { planIds, planNames, type PlanId } from '@assay/domain/plans/labels';
import { m } from '@assay/messages';
import { Select } from '@assay/ui';

const ANY = 'any';

/** The plan a list's URL filters name (`?plan=`), when it is one. */
export function planOfParams(params: URLSearchParams): PlanId | undefined {
  const plan = params.get('plan');
  return planIds.includes(plan as PlanId) ? (plan as PlanId) : undefined;
}

export interface PlanFilterProps {
  /** "Plan", "Paid plan": which plan of a row the filter matches. */
  label: string;
  value: PlanId | undefined;
  /** The chosen plan; undefined for any plan. */
  onValueChange: (plan: PlanId | undefined) => void;
}

/** A list's plan filter: any plan, or one. */
export function PlanFilter({ label, value, onValueChange }: PlanFilterProps) {
  return (
    <Select
      label={label}
      size="sm"
      value={value ?? ANY}
      onValueChange={(plan) => onValueChange(plan === ANY ? undefined : (plan as PlanId))}
      options={[
        { value: ANY, label: m.list_any_plan() },
        ...planIds.map((id) => ({ value: id, label: planNames[id] })),
      ]}
    />
  );
}
