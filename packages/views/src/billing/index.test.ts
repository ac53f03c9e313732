import { downgradeBlockers } from '@assay/domain/billing/downgrade';
import { limitsFor } from '@assay/domain/plans';
import { describe, expect, it } from 'vitest';
import { describeBlocker } from './index.ts';

const none = { tenants: 0, members: 1, invitations: 0, privateBaselines: 0 };

describe('describeBlocker', () => {
  it('names what is over a smaller plan, one line per limit', () => {
    const [privateBaselines] = downgradeBlockers({ ...none, privateBaselines: 2 }, limitsFor('free'));
    expect(describeBlocker(privateBaselines!)).toBe('Private baselines: 2 in use, none on this plan');
    expect(
      downgradeBlockers(
        { tenants: 26, members: 10, invitations: 1, privateBaselines: 11 },
        limitsFor('team'),
      ).map(describeBlocker),
    ).toEqual([
      'Active tenants: 26 of 25 allowed',
      'Members and invitations: 11 of 10 allowed',
      'Private baselines: 11 of 10 allowed',
    ]);
  });
});
