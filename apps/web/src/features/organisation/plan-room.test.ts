import type { OrganisationOverview } from '@assay/domain/org';
import { describe, expect, it } from 'vitest';
import { planLabel, tenantLimitReason } from './plan-room.ts';
import { roomOf } from './room-of.ts';

const overview = (tenants: number, limit: number, plan = 'free') =>
  ({
    organisation: { plan },
    usage: { tenants, members: 1 },
    limits: { tenants: limit, members: 2, privateBaselines: 0, sharing: false, apiKeys: false },
  }) as unknown as OrganisationOverview;

describe('plan room', () => {
  it('names the plan for people', () => {
    expect(planLabel(overview(0, 3))).toBe('Free plan');
  });

  it('gives a reason only once the active tenants reach the limit', () => {
    expect(tenantLimitReason(undefined)).toBeUndefined();
    expect(tenantLimitReason(overview(2, 3))).toBeUndefined();
    expect(tenantLimitReason(overview(3, 3))).toBe(
      'Your Free plan allows 3 active tenants. Archive one to make room, or upgrade the plan in Admin.',
    );
    // The largest plan has nothing to upgrade to.
    expect(tenantLimitReason(overview(500, 500, 'business'))).toBe(
      'Your Business plan allows 500 active tenants. Archive one to make room.',
    );
  });

  it('says a full plan of tenants in the same words on the tenant list and in the usage bars', () => {
    expect(roomOf(overview(3, 3), 'tenants').message).toBe(tenantLimitReason(overview(3, 3)));
    expect(roomOf(overview(2, 3), 'tenants').message).toBe(
      'This is the last of the 3 active tenants the Free plan allows.',
    );
  });
});
