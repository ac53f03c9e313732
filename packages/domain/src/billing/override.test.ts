import { describe, expect, it } from 'vitest';
import { overrideEndProblem, overrideInForce, planInForce } from './override.ts';

const now = new Date('2026-11-23T12:00:00.000Z');
const override = { plan: 'business' as const, endsAt: '2026-12-31T00:00:00.000Z' };

describe('planInForce', () => {
  it('is the override while it lasts', () => {
    expect(planInForce({ plan: 'free', planOverride: override }, now)).toBe('business');
  });

  it('is the paid plan from the override’s end on, even before the expiry job cleared it', () => {
    expect(planInForce({ plan: 'team', planOverride: override }, new Date(override.endsAt))).toBe('team');
    expect(overrideInForce(override, new Date('2027-01-01T00:00:00.000Z'))).toBe(false);
  });

  it('is the paid plan without an override', () => {
    expect(planInForce({ plan: 'team' }, now)).toBe('team');
    expect(planInForce({ plan: 'team', planOverride: null }, now)).toBe('team');
  });
});

describe('overrideEndProblem', () => {
  it('refuses an end in the past or more than a year and a day ahead', () => {
    expect(overrideEndProblem('2026-11-23T11:59:59.000Z', now)).toBe('Must be in the future');
    expect(overrideEndProblem('2027-11-25T12:00:00.000Z', now)).toBe('At most 366 days ahead');
    expect(overrideEndProblem('2026-12-31T00:00:00.000Z', now)).toBeNull();
  });
});
