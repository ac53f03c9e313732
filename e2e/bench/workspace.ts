// `pnpm bench workspace`: the assessment workspace with a 2,000-control baseline in Chromium
// (apps/web/bench/workspace.html on the Vite dev server, synthetic data, no emulators). Prints
// the time from the data's arrival to the first rows on screen, the time to move to the next
// control with the keyboard, and the rows in the DOM; writes screenshots to ../screenshots/bench.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = fileURLToPath(new URL('../../', import.meta.url));
const port = 5199;
const out = `${root}screenshots/bench/`;
mkdirSync(out, { recursive: true });

const server = spawn('pnpm', ['--filter', '@assay/web', 'exec', 'vite', '--port', String(port), '--strictPort'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
await new Promise<void>((resolve, reject) => {
  server.stdout.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('Local')) resolve();
  });
  server.on('exit', (code) => reject(new Error(`vite exited with ${code}`)));
});

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const url = `http://127.0.0.1:${port}/bench/workspace.html?controls=2000`;
  // The first load compiles the modules on the dev server: warm it, then measure.
  await page.goto(url);
  await page.getByRole('option').first().waitFor({ timeout: 120_000 });
  const runs: { toRows: number; toNext: number; rows: number }[] = [];
  for (let i = 0; i < 5; i += 1) {
    await page.goto(url);
    await page.getByRole('option').first().waitFor();
    // A string, so the bundler's helpers (e.g. __name) never reach the page.
    const figures = await page.evaluate<{ toRows: number; toNext: number; rows: number }>(`(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const data = performance.getEntriesByName('data')[0]?.startTime ?? NaN;
      const shown = performance.now();
      const list = document.querySelector('[role="listbox"]');
      const before = list.getAttribute('aria-activedescendant');
      list.focus();
      const t0 = performance.now();
      list.dispatchEvent(new KeyboardEvent('keydown', { key: 'j', bubbles: true }));
      await new Promise((resolve) => {
        function check() {
          if (list.getAttribute('aria-activedescendant') !== before) requestAnimationFrame(() => resolve());
          else requestAnimationFrame(check);
        }
        check();
      });
      return { toRows: shown - data, toNext: performance.now() - t0, rows: document.querySelectorAll('[role="option"]').length };
    })()`);
    runs.push(figures);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  console.log('Assessment workspace, 2,000 controls (Chromium, dev build, median of 5):');
  console.log(`  data → rows on screen   ${median(runs.map((r) => r.toRows)).toFixed(0)} ms (goal ≤ 300 ms)`);
  console.log(`  key j → next control    ${median(runs.map((r) => r.toNext)).toFixed(0)} ms`);
  console.log(`  rows in the DOM         ${Math.max(...runs.map((r) => r.rows))} (goal ≤ 100)`);

  for (const theme of ['light', 'dark'] as const) {
    for (const width of [1280, 390]) {
      const shot = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: theme });
      for (const view of ['', 'results', 'report']) {
        await shot.goto(`http://127.0.0.1:${port}/bench/workspace.html?controls=60${view ? `&view=${view}` : ''}`);
        await shot.getByRole('heading', { level: 1 }).first().waitFor();
        await shot.waitForTimeout(300);
        await shot.screenshot({ path: `${out}workspace${view ? `-${view}` : ''}-${theme}-${width}.png`, fullPage: view !== '' });
      }
      await shot.close();
    }
  }
} finally {
  await browser.close();
  process.kill(-(server.pid ?? 0), 'SIGTERM');
}
