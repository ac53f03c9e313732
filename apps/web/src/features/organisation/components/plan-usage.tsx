import type { OrganisationOverview } from '@assay/domain/org';
import { ProgressBar, Stat, StatGrid } from '@assay/ui';
import { planNames } from '@assay/domain/plans/labels';
import { planLabel } from '../plan-room.ts';

/** Usage of the plan's counted limits as stat cards, each with its fill level. */
export function PlanUsage({ overview }: { overview: OrganisationOverview }) {
  const rows = [
    { label: 'Active tenants', icon: 'building', used: overview.usage.tenants, max: overview.limits.tenants },
    { label: 'Members', icon: 'users', used: overview.usage.members, max: overview.limits.members },
  ] as const;
  return (
    <StatGrid label="Plan usage">
      {rows.map((row) => (
        <Stat
          key={row.label}
          label={row.label}
          icon={row.icon}
          value={row.used}
          total={row.max}
          hint={`${Math.max(row.max - row.used, 0)} left on the ${planLabel(overview)}`}
          footer={
            <ProgressBar
              label={`${row.label} used`}
              hideLabel
              value={row.used}
              max={row.max}
              tone={row.used >= row.max ? 'warning' : 'accent'}
              valueText={`${row.used} of ${row.max}`}
            />
          }
        />
      ))}
      <Stat
        label="Plan"
        icon="key"
        value={planNames[overview.organisation.plan]}
        hint={overview.limits.sharing ? 'Sharing included' : 'Sharing on paid plans'}
      />
    </StatGrid>
  );
}
