// `pnpm bench roadmap`: the roadmap board with 2,000 items in Chromium (apps/web/bench/roadmap.html
// on the Vite dev server, synthetic items, no emulators). Prints the time from the items' arrival
// to the board on screen (goal ≤ 300 ms), the time an Alt+→ keyboard move takes to show, and the
// cards in the DOM. Figures only; asserts nothing.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = fileURLToPath(new URL('../../', import.meta.url));
const port = 5198;

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
  const url = `http://127.0.0.1:${port}/bench/roadmap.html?items=2000`;
  // The first load compiles the modules on the dev server: warm it, then measure.
  await page.goto(url);
  await page.getByTestId('roadmap-card').first().waitFor({ timeout: 120_000 });
  const runs: { toBoard: number; toMove: number; cards: number }[] = [];
  for (let i = 0; i < 5; i += 1) {
    await page.goto(url);
    await page.getByTestId('roadmap-card').first().waitFor();
    // A string, so the bundler's helpers (e.g. __name) never reach the page.
    const figures = await page.evaluate<{ toBoard: number; toMove: number; cards: number }>(`(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const data = performance.getEntriesByName('data')[0]?.startTime ?? NaN;
      const shown = performance.now();
      const handle = document.querySelector('section:nth-of-type(2) [aria-label^="Move "]');
      const title = handle.getAttribute('aria-label').slice(5);
      handle.focus();
      const t0 = performance.now();
      handle.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', altKey: true, bubbles: true }));
      await new Promise((resolve) => {
        function check() {
          const first = document.querySelector('section:nth-of-type(1)');
          if (first && first.textContent.includes(title)) requestAnimationFrame(() => resolve());
          else requestAnimationFrame(check);
        }
        check();
      });
      return { toBoard: shown - data, toMove: performance.now() - t0, cards: document.querySelectorAll('[data-testid="roadmap-card"]').length };
    })()`);
    runs.push(figures);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  console.log('Roadmap board, 2,000 items (Chromium, dev build, median of 5):');
  console.log(`  data → board on screen  ${median(runs.map((r) => r.toBoard)).toFixed(0)} ms (goal ≤ 300 ms)`);
  console.log(`  Alt+← → item moved      ${median(runs.map((r) => r.toMove)).toFixed(0)} ms`);
  console.log(`  cards in the DOM        ${Math.max(...runs.map((r) => r.cards))}`);
} finally {
  await browser.close();
  process.kill(-(server.pid ?? 0), 'SIGTERM');
}
