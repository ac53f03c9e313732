import { describe, expect, it } from 'vitest';
import {
  CONFIG_FETCH_TIMEOUT_MS,
  CONFIG_RETRY_BASE_MS,
  CONFIG_RETRY_CAP_MS,
  CONFIG_RETRY_FACTOR,
  CONFIG_RETRY_FACTOR_503,
  CONFIG_RETRY_JITTER,
  OFFLINE_AFTER_MS,
  RECONNECT_MAX_MS,
  RECONNECT_MULTIPLIER,
  RECONNECT_START_MS,
  configRetryDelay,
  reconnectDelay,
  shouldRetryConfig,
} from './backoff.ts';

const noJitter = () => 0.5;
const lowest = () => 0;
const highest = () => 0.999_999_999;

describe('spec constants', () => {
  it('carry the values of seed §9', () => {
    expect({
      CONFIG_RETRY_BASE_MS,
      CONFIG_RETRY_FACTOR,
      CONFIG_RETRY_FACTOR_503,
      CONFIG_RETRY_CAP_MS,
      CONFIG_RETRY_JITTER,
      CONFIG_FETCH_TIMEOUT_MS,
      RECONNECT_START_MS,
      RECONNECT_MULTIPLIER,
      RECONNECT_MAX_MS,
      OFFLINE_AFTER_MS,
    }).toEqual({
      CONFIG_RETRY_BASE_MS: 1000,
      CONFIG_RETRY_FACTOR: 2,
      CONFIG_RETRY_FACTOR_503: 30,
      CONFIG_RETRY_CAP_MS: 14_400_000,
      CONFIG_RETRY_JITTER: 0.5,
      CONFIG_FETCH_TIMEOUT_MS: 60_000,
      RECONNECT_START_MS: 1000,
      RECONNECT_MULTIPLIER: 1.5,
      RECONNECT_MAX_MS: 60_000,
      OFFLINE_AFTER_MS: 10_000,
    });
  });
});

describe('shouldRetryConfig', () => {
  it.each([
    [429, true],
    [500, true],
    [503, true],
    [504, true],
    [200, false],
    [400, false],
    [403, false],
    [404, false],
    [501, false],
    [502, false],
  ])('status %i → %s', (status, expected) => {
    expect(shouldRetryConfig(status)).toBe(expected);
  });
});

describe('configRetryDelay', () => {
  it.each([
    [0, 500, 1_000],
    [1, 500, 2_000],
    [2, 429, 4_000],
    [3, 504, 8_000],
    [0, 503, 1_000],
    [1, 503, 30_000],
    [2, 503, 900_000],
  ])('attempt %i after %i waits %i ms without jitter', (attempt, status, expected) => {
    expect(configRetryDelay(attempt, status, noJitter)).toBe(expected);
  });

  it('jitters by at most 50 % either way', () => {
    expect(configRetryDelay(2, 500, lowest)).toBe(2_000);
    expect(configRetryDelay(2, 500, highest)).toBe(6_000);
    for (let index = 0; index < 200; index += 1) {
      const delay = configRetryDelay(3, 500);
      expect(delay).toBeGreaterThanOrEqual(4_000);
      expect(delay).toBeLessThanOrEqual(12_000);
    }
  });

  it('never waits more than 4 hours', () => {
    expect(configRetryDelay(3, 503, noJitter)).toBe(CONFIG_RETRY_CAP_MS);
    expect(configRetryDelay(14, 500, noJitter)).toBe(CONFIG_RETRY_CAP_MS);
    expect(configRetryDelay(10_000, 500, noJitter)).toBe(CONFIG_RETRY_CAP_MS);
    expect(configRetryDelay(10_000, 503, lowest)).toBe(CONFIG_RETRY_CAP_MS);
  });

  it('treats a negative or fractional attempt as the nearest valid one', () => {
    expect(configRetryDelay(-1, 500, noJitter)).toBe(1_000);
    expect(configRetryDelay(Number.NaN, 500, noJitter)).toBe(1_000);
    expect(configRetryDelay(2.7, 500, noJitter)).toBe(4_000);
  });
});

describe('reconnectDelay', () => {
  it('starts at 1 s and grows by 1.5 up to 60 s', () => {
    expect([0, 1, 2, 3, 4].map(reconnectDelay)).toEqual([1_000, 1_500, 2_250, 3_375, 5_062.5]);
    expect(reconnectDelay(10)).toBeCloseTo(57_665.04, 1);
    expect(reconnectDelay(11)).toBe(60_000);
    expect(reconnectDelay(1_000)).toBe(60_000);
  });

  it('treats a negative attempt as the first', () => {
    expect(reconnectDelay(-3)).toBe(1_000);
  });
});
