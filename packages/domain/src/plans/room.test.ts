import { describe, expect, it } from 'vitest';
import { roomFor } from './room.ts';
import type { PlanUsageView } from './room.ts';

const view = (
  usage: Partial<PlanUsageView['usage']>,
  limits: Partial<PlanUsageView['limits']> = {},
): PlanUsageView => ({
  organisation: { plan: 'free' },
  usage: { tenants: 0, members: 1, invitations: 0, privateBaselines: 0, apiKeys: 0, ...usage },
  limits: { tenants: 3, members: 2, privateBaselines: 0, sharing: false, apiKeys: false, ...limits },
});

describe('roomFor', () => {
  it('counts pending invitations against the members limit', () => {
    expect(roomFor(view({ members: 1, invitations: 1 }), 'members')).toMatchObject({
      used: 2,
      max: 2,
      allowed: false,
    });
    expect(roomFor(view({ members: 1, invitations: 1 }), 'members').message).toBe(
      'The Free plan allows 2 members. Remove a member, withdraw an invitation or upgrade the plan to add more.',
    );
  });

  it('warns before the last one fits and says nothing while there is room', () => {
    expect(roomFor(view({ tenants: 2 }), 'tenants')).toMatchObject({
      allowed: true,
      nearlyFull: true,
      message: 'This is the last of the 3 active tenants the Free plan allows.',
    });
    expect(roomFor(view({ tenants: 1 }), 'tenants')).toMatchObject({
      allowed: true,
      nearlyFull: false,
      message: null,
    });
  });

  it('never runs out of an unlimited limit', () => {
    expect(
      roomFor(view({ privateBaselines: 10_000 }, { privateBaselines: null }), 'privateBaselines'),
    ).toMatchObject({ allowed: true, max: null, message: null });
  });

  it('refuses features the plan does not include', () => {
    expect(roomFor(view({}), 'sharing')).toMatchObject({
      allowed: false,
      message: 'The Free plan does not include sharing. Upgrade the plan to share tenants.',
    });
    expect(roomFor(view({}), 'apiKeys')).toMatchObject({
      allowed: false,
      used: null,
      message: 'The Free plan does not include API keys. Upgrade the plan to create API keys.',
    });
  });

  it('counts active API keys against 25 once the plan includes them, and warns at the last one', () => {
    expect(roomFor(view({ apiKeys: 3 }, { apiKeys: true }), 'apiKeys')).toMatchObject({
      allowed: true,
      used: 3,
      max: 25,
      message: null,
    });
    expect(roomFor(view({ apiKeys: 24 }, { apiKeys: true }), 'apiKeys')).toMatchObject({
      allowed: true,
      nearlyFull: true,
      message: 'This is the last of the 25 API keys the Free plan allows.',
    });
    expect(roomFor(view({ apiKeys: 25 }, { apiKeys: true }), 'apiKeys')).toMatchObject({
      allowed: false,
      message: 'The Free plan allows 25 API keys. Revoke a key you no longer use to create another.',
    });
  });

  it('refuses a zero limit outright', () => {
    expect(roomFor(view({}), 'privateBaselines')).toMatchObject({ allowed: false, used: 0, max: 0 });
  });
});
