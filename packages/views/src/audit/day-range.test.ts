import { describe, expect, it } from 'vitest';
import { dayRange } from './day-range.ts';

describe('dayRange', () => {
  it('turns inclusive days into an ISO range whose end is the start of the next day', () => {
    expect(dayRange('2026-11-01', '2026-11-01')).toEqual({
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-02T00:00:00.000Z',
    });
    expect(dayRange('', '2026-11-30')).toEqual({ to: '2026-12-01T00:00:00.000Z' });
    expect(dayRange('', '')).toEqual({});
  });

  it('says so when the end is before the start, and leaves the end out', () => {
    expect(dayRange('2026-11-02', '2026-11-01')).toEqual({
      from: '2026-11-02T00:00:00.000Z',
      problem: 'The end date must be on or after the start date',
    });
  });
});
