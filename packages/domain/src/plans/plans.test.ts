import { describe, expect, it } from 'vitest';
import { defaultPlanLimits, hasRoomFor, limitsFor } from './index.ts';

describe('plan limits', () => {
  it.each([
    ['free', { tenants: 3, members: 2, privateBaselines: 0, sharing: false, apiKeys: false }],
    ['team', { tenants: 25, members: 10, privateBaselines: 10, sharing: true, apiKeys: true }],
    ['business', { tenants: 500, members: 100, privateBaselines: null, sharing: true, apiKeys: true }],
  ] as const)('has the SPEC §4 defaults for %s', (plan, limits) => {
    expect(limitsFor(plan)).toEqual(limits);
  });

  it('applies override layers in order', () => {
    expect(limitsFor('free', { tenants: 10 }, undefined, { tenants: 12, sharing: true })).toEqual({
      ...defaultPlanLimits.free,
      tenants: 12,
      sharing: true,
    });
  });

  it('can make a counted limit unlimited', () => {
    expect(limitsFor('team', { privateBaselines: null }).privateBaselines).toBeNull();
  });

  it('does not mutate the defaults', () => {
    const limits = limitsFor('free', { tenants: 99 });
    limits.members = 50;
    expect(defaultPlanLimits.free).toMatchObject({ tenants: 3, members: 2 });
  });

  it.each([
    ['free', 'tenants', 2, 1, true],
    ['free', 'tenants', 3, 1, false],
    ['team', 'members', 9, 1, true],
    ['team', 'members', 9, 2, false],
    ['business', 'privateBaselines', 1_000_000, 1, true],
    ['free', 'privateBaselines', 0, 1, false],
  ] as const)('%s: %s at %s adding %s → room %s', (plan, name, current, adding, expected) => {
    expect(hasRoomFor(limitsFor(plan), name, current, adding)).toBe(expected);
  });
});
