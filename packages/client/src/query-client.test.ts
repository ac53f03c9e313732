import { describe, expect, it } from 'vitest';
import { retryDelay } from './query-client.ts';

describe('retryDelay', () => {
  it('starts at 1 s, grows by 1.5 and stops at 60 s', () => {
    expect(retryDelay(0)).toBe(1000);
    expect(retryDelay(1)).toBe(1500);
    expect(retryDelay(2)).toBe(2250);
    expect(retryDelay(40)).toBe(60_000);
  });
});
