import { describe, expect, it } from 'vitest';
import { limitsFor } from '../plans/index.ts';
import { describeBlockers, downgradeBlockers } from './downgrade.ts';
import type { DowngradeUsage } from './downgrade.ts';

const none: DowngradeUsage = { tenants: 0, members: 1, invitations: 0, privateBaselines: 0 };

describe('downgrade blockers', () => {
  it('lists what is over the smaller plan, in words', () => {
    const blockers = downgradeBlockers({ ...none, tenants: 7, members: 5 }, limitsFor('free'));
    expect(blockers).toEqual([
      { limit: 'tenants', current: 7, max: 3, remove: 4 },
      { limit: 'members', current: 5, max: 2, remove: 3 },
    ]);
    expect(describeBlockers(blockers)).toBe('archive 4 tenants, remove 3 members or invitations');
  });

  it('finds nothing when usage fits exactly', () => {
    expect(downgradeBlockers({ ...none, tenants: 3, members: 1, invitations: 1 }, limitsFor('free'))).toEqual(
      [],
    );
  });

  it('counts pending invitations as seats, as the usage bars do', () => {
    expect(downgradeBlockers({ ...none, members: 2, invitations: 2 }, limitsFor('free'))).toEqual([
      { limit: 'members', current: 4, max: 2, remove: 2 },
    ]);
  });

  it('counts private baselines, which the Free plan allows none of', () => {
    const blockers = downgradeBlockers({ ...none, privateBaselines: 2 }, limitsFor('free'));
    expect(blockers).toEqual([{ limit: 'privateBaselines', current: 2, max: 0, remove: 2 }]);
    expect(describeBlockers(blockers)).toBe('delete 2 private baselines');
  });

  it('never counts against an unlimited private baselines limit', () => {
    expect(downgradeBlockers({ ...none, privateBaselines: 5_000 }, limitsFor('business'))).toEqual([]);
  });

  it('asks to revoke shared users and API keys when the smaller plan has no sharing or API keys', () => {
    const blockers = downgradeBlockers({ ...none, sharedUsers: 3, apiKeys: 1 }, limitsFor('free'));
    expect(blockers).toEqual([
      { limit: 'sharing', current: 3, max: 0, remove: 3 },
      { limit: 'apiKeys', current: 1, max: 0, remove: 1 },
    ]);
    expect(describeBlockers(blockers)).toBe('revoke 3 shared users, revoke 1 API key');
  });

  it('keeps shares and API keys on a smaller plan that includes them', () => {
    expect(
      downgradeBlockers({ ...none, tenants: 25, sharedUsers: 40, apiKeys: 5 }, limitsFor('team')),
    ).toEqual([]);
  });

  it('names single items and lists every limit in the order of the usage bars', () => {
    const blockers = downgradeBlockers(
      { tenants: 26, members: 10, invitations: 1, privateBaselines: 11 },
      limitsFor('team'),
    );
    expect(describeBlockers(blockers)).toBe(
      'archive 1 tenant, remove 1 member or invitation, delete 1 private baseline',
    );
  });
});
