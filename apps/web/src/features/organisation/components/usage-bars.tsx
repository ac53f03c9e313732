import type { OrganisationOverview } from '@assay/domain/org';
import { roomFor, type LimitName } from '@assay/domain/plans/room';
import { Badge, Inline, ProgressBar } from '@assay/ui';
import { planLabel } from '../plan-room.ts';
import * as styles from './usage-bars.css.ts';

const rows: { name: LimitName; label: string }[] = [
  { name: 'tenants', label: 'Active tenants' },
  { name: 'members', label: 'Members and invitations' },
  { name: 'privateBaselines', label: 'Private baselines' },
  { name: 'sharing', label: 'Sharing with tenants' },
  { name: 'apiKeys', label: 'API keys' },
];

/** Each limit of the plan: counted ones as bars against their maximum, features as included or not. */
export function UsageBars({ overview }: { overview: OrganisationOverview }) {
  return (
    <ul className={styles.list} aria-label={`Usage of the ${planLabel(overview)}`}>
      {rows.map(({ name, label }) => {
        const room = roomFor(overview, name);
        if (room.used === null) {
          return (
            <li key={name} className={styles.row}>
              <span className={styles.label}>{label}</span>
              <Inline gap="sm" wrap={false}>
                {name === 'sharing' && room.allowed && (
                  <span
                    className={styles.figure}
                  >{`${overview.usage.sharedUsers} ${overview.usage.sharedUsers === 1 ? 'shared user' : 'shared users'}`}</span>
                )}
                <Badge tone={room.allowed ? 'success' : 'neutral'}>
                  {room.allowed ? 'Included' : 'Not on this plan'}
                </Badge>
              </Inline>
            </li>
          );
        }
        const figure = room.max === null ? `${room.used} · unlimited` : `${room.used} of ${room.max}`;
        return (
          <li key={name} className={styles.row}>
            <span className={styles.label}>{label}</span>
            <span className={styles.figure}>{figure}</span>
            <ProgressBar
              className={styles.bar}
              label={`${label} used`}
              hideLabel
              showValue={false}
              value={room.max === null ? 0 : Math.min(room.used, room.max)}
              max={room.max === null || room.max === 0 ? 1 : room.max}
              tone={!room.allowed ? 'danger' : room.nearlyFull ? 'warning' : 'accent'}
              valueText={figure}
            />
            {name === 'members' && overview.usage.invitations > 0 && (
              <span
                className={styles.note}
              >{`${overview.usage.invitations} pending ${overview.usage.invitations === 1 ? 'invitation holds a seat' : 'invitations hold seats'}`}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
