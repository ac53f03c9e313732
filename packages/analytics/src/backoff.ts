// Retry and reconnect timing (seed §9, SPEC §6), as pure functions.

/** Analytics config fetch: statuses worth retrying. */
export const CONFIG_RETRY_STATUSES: readonly number[] = [429, 500, 503, 504];
export const CONFIG_RETRY_BASE_MS = 1_000;
export const CONFIG_RETRY_FACTOR = 2;
/** A 503 asks us to back off much harder. */
export const CONFIG_RETRY_FACTOR_503 = 30;
export const CONFIG_RETRY_CAP_MS = 4 * 60 * 60 * 1_000;
/** ±50 % of the delay. */
export const CONFIG_RETRY_JITTER = 0.5;
/** The whole config fetch, retries included, gives up after this. */
export const CONFIG_FETCH_TIMEOUT_MS = 60_000;

export const RECONNECT_START_MS = 1_000;
export const RECONNECT_MULTIPLIER = 1.5;
export const RECONNECT_MAX_MS = 60_000;
/** The app declares itself offline after this long without an answer. */
export const OFFLINE_AFTER_MS = 10_000;

function attemptNumber(attempt: number): number {
  return Number.isFinite(attempt) && attempt > 0 ? Math.floor(attempt) : 0;
}

export function shouldRetryConfig(status: number): boolean {
  return CONFIG_RETRY_STATUSES.includes(status);
}

/**
 * Delay before retry number `attempt` (0 = first retry) of the analytics config fetch:
 * base × factor^attempt (factor 30 after a 503, else 2), ± 50 % jitter, capped at 4 h.
 * `random` returns a number in [0, 1); 0.5 means no jitter.
 */
export function configRetryDelay(
  attempt: number,
  status: number,
  random: () => number = Math.random,
): number {
  const factor = status === 503 ? CONFIG_RETRY_FACTOR_503 : CONFIG_RETRY_FACTOR;
  // Past twice the cap even the largest negative jitter lands on the cap; clamping keeps it finite.
  const base = Math.min(CONFIG_RETRY_BASE_MS * factor ** attemptNumber(attempt), 2 * CONFIG_RETRY_CAP_MS);
  const jitter = Math.round(CONFIG_RETRY_JITTER * base * (random() - 0.5) * 2);
  return Math.max(0, Math.min(CONFIG_RETRY_CAP_MS, base + jitter));
}

/**
 * Delay before reconnect attempt `attempt` (0 = first): 1 s × 1.5^attempt, at most 60 s.
 */
export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_MAX_MS, RECONNECT_START_MS * RECONNECT_MULTIPLIER ** attemptNumber(attempt));
}
