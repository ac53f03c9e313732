/** Polls a URL until it answers (2xx/3xx, or any status with anyStatus) or the time-out passes. */
export async function waitForHttp(
  url: string,
  timeoutMs: number,
  options: { anyStatus?: boolean } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (options.anyStatus || response.status < 400) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
