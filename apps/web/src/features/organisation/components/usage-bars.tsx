import { m } from '@assay/messages';
import type { OrganisationOverview } from '@assay/domain/org';
import { planNames } from '@assay/domain/plans/labels';
import type { LimitName } from '@assay/domain/plans/room';
import { limitLabel } from '@assay/views/billing';
import { formatNumber } from '@assay/views/locale';
import { Badge, Inline, ProgressBar } from '@assay/ui';
import { roomOf } from '../room-of.ts';
import * as styles from './usage-bars.css.ts';

const rows: readonly LimitName[] = ['tenants', 'members', 'privateBaselines', 'sharing', 'apiKeys'];

/** Each limit of the plan: counted ones as bars against their maximum, features as included or not. */
export function UsageBars({ overview }: { overview: OrganisationOverview }) {
  return (
    <ul className={styles.list} aria-label={m.usage_of_plan({ plan: planNames[overview.organisation.plan] })}>
      {rows.map((name) => {
        // Sharing's row also shows how many share it and whether it is included: a short name fits a phone.
        const label = name === 'sharing' ? m.usage_sharing() : limitLabel(name);
        const room = roomOf(overview, name);
        if (room.used === null) {
          return (
            <li key={name} className={styles.row}>
              <span className={styles.label}>{label}</span>
              <Inline gap="sm" wrap={false}>
                {name === 'sharing' && room.allowed && (
                  <span className={styles.figure}>
                    {m.usage_shared_users({
                      count: overview.usage.sharedUsers,
                      shown: formatNumber(overview.usage.sharedUsers),
                    })}
                  </span>
                )}
                <Badge tone={room.allowed ? 'success' : 'neutral'}>
                  {room.allowed ? m.usage_included() : m.usage_not_on_plan()}
                </Badge>
              </Inline>
            </li>
          );
        }
        const used = formatNumber(room.used);
        const figure =
          room.max === null ? m.usage_unlimited({ used }) : m.usage_of({ used, max: formatNumber(room.max) });
        return (
          <li key={name} className={styles.row}>
            <span className={styles.label}>{label}</span>
            <span className={styles.figure}>{figure}</span>
            <ProgressBar
              className={styles.bar}
              label={m.usage_used({ label })}
              hideLabel
              showValue={false}
              value={room.max === null ? 0 : Math.min(room.used, room.max)}
              max={room.max === null || room.max === 0 ? 1 : room.max}
              tone={!room.allowed ? 'danger' : room.nearlyFull ? 'warning' : 'accent'}
              valueText={figure}
            />
            {name === 'members' && overview.usage.invitations > 0 && (
              <span className={styles.note}>
                {m.usage_pending_seats({
                  count: overview.usage.invitations,
                  shown: formatNumber(overview.usage.invitations),
                })}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
