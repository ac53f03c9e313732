// The runner the browser benches share: the web app's Vite dev server (its bench/*.html pages
// feed synthetic data, no emulators) and the system Chromium; each bench measures a page in runs.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';

export const root = fileURLToPath(new URL('../../', import.meta.url));

/** Starts the dev server on `port`, runs `bench` with a browser and the server's origin, then stops both. */
export async function onDevServer(
  port: number,
  bench: (browser: Browser, origin: string) => Promise<void>,
): Promise<void> {
  const server = spawn(
    'pnpm',
    ['--filter', '@assay/web', 'exec', 'vite', '--port', String(port), '--strictPort'],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], detached: true },
  );
  await new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Local')) resolve();
    });
    server.on('exit', (code) => reject(new Error(`vite exited with ${code}`)));
  });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    await bench(browser, `http://127.0.0.1:${port}`);
  } finally {
    await browser.close();
    process.kill(-(server.pid ?? 0), 'SIGTERM');
  }
}

/**
 * Loads `url` once to warm the dev server (its first load compiles the modules), then `runs` times,
 * each time waiting for `ready` and evaluating `measure` in the page. `measure` is a string so the
 * bundler's helpers (e.g. __name) never reach the page; it resolves to one run's figures.
 */
export async function measureRuns<T>(
  page: Page,
  url: string,
  ready: (page: Page, timeout?: number) => Promise<void>,
  measure: string,
  runs = 5,
): Promise<T[]> {
  await page.goto(url);
  await ready(page, 120_000);
  const figures: T[] = [];
  for (let i = 0; i < runs; i += 1) {
    await page.goto(url);
    await ready(page);
    figures.push(await page.evaluate<T>(measure));
  }
  return figures;
}

export const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
