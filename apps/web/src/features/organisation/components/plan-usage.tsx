import { m } from '@assay/messages';
import type { OrganisationOverview } from '@assay/domain/org';
import { ProgressBar, Stat, StatGrid } from '@assay/ui';
import { planNames } from '@assay/domain/plans/labels';
import { formatNumber } from '@assay/views/locale';

/** Usage of the plan's counted limits as stat cards, each with its fill level. */
export function PlanUsage({ overview }: { overview: OrganisationOverview }) {
  const rows = [
    {
      label: m.limit_tenants(),
      icon: 'building',
      used: overview.usage.tenants,
      max: overview.limits.tenants,
    },
    {
      label: m.admin_members_title(),
      icon: 'users',
      used: overview.usage.members,
      max: overview.limits.members,
    },
  ] as const;
  return (
    <StatGrid label={m.usage_plan_usage()}>
      {rows.map((row) => (
        <Stat
          key={row.label}
          label={row.label}
          icon={row.icon}
          value={row.used}
          total={row.max}
          hint={m.usage_left({
            count: formatNumber(Math.max(row.max - row.used, 0)),
            plan: planNames[overview.organisation.plan],
          })}
          footer={
            <ProgressBar
              label={m.usage_used({ label: row.label })}
              hideLabel
              value={row.used}
              max={row.max}
              tone={row.used >= row.max ? 'warning' : 'accent'}
              valueText={m.usage_of({ used: formatNumber(row.used), max: formatNumber(row.max) })}
            />
          }
        />
      ))}
      <Stat
        label={m.usage_plan()}
        icon="key"
        value={planNames[overview.organisation.plan]}
        hint={overview.limits.sharing ? m.usage_sharing_included() : m.usage_sharing_paid()}
      />
    </StatGrid>
  );
}
