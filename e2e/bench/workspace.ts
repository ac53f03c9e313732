// `pnpm bench workspace`: the assessment workspace with a 2,000-control baseline in Chromium
// (apps/web/bench/workspace.html on the Vite dev server, synthetic data, no emulators). Prints
// the time from the data's arrival to the first rows on screen, the time to move to the next
// control with the keyboard, and the rows in the DOM; writes screenshots to ../screenshots/bench.
import { mkdirSync } from 'node:fs';
import { measureRuns, median, onDevServer, root } from './dev-bench.ts';

const out = `${root}screenshots/bench/`;
mkdirSync(out, { recursive: true });

await onDevServer(5199, async (browser, origin) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const runs = await measureRuns<{ toRows: number; toNext: number; rows: number }>(
    page,
    `${origin}/bench/workspace.html?controls=2000`,
    (p, timeout) => p.getByRole('option').first().waitFor({ timeout }),
    `(async () => {
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
    })()`,
  );
  console.log('Assessment workspace, 2,000 controls (Chromium, dev build, median of 5):');
  console.log(`  data → rows on screen   ${median(runs.map((r) => r.toRows)).toFixed(0)} ms (goal ≤ 300 ms)`);
  console.log(`  key j → next control    ${median(runs.map((r) => r.toNext)).toFixed(0)} ms`);
  console.log(`  rows in the DOM         ${Math.max(...runs.map((r) => r.rows))} (goal ≤ 100)`);

  for (const theme of ['light', 'dark'] as const) {
    for (const width of [1280, 390]) {
      const shot = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: theme });
      for (const view of ['', 'results', 'report']) {
        await shot.goto(`${origin}/bench/workspace.html?controls=60${view ? `&view=${view}` : ''}`);
        await shot.getByRole('heading', { level: 1 }).first().waitFor();
        await shot.waitForTimeout(300);
        await shot.screenshot({
          path: `${out}workspace${view ? `-${view}` : ''}-${theme}-${width}.png`,
          fullPage: view !== '',
        });
      }
      await shot.close();
    }
  }
});
