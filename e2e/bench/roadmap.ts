// `pnpm bench roadmap`: the roadmap board with 2,000 items in Chromium (apps/web/bench/roadmap.html
// on the Vite dev server, synthetic items, no emulators). Prints the time from the items' arrival
// to the board on screen (goal ≤ 300 ms), the time an Alt+→ keyboard move takes to show, and the
// cards in the DOM. Figures only; asserts nothing.
import { measureRuns, median, onDevServer } from './dev-bench.ts';

await onDevServer(5198, async (browser, origin) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const runs = await measureRuns<{ toBoard: number; toMove: number; cards: number }>(
    page,
    `${origin}/bench/roadmap.html?items=2000`,
    (p, timeout) => p.getByTestId('roadmap-card').first().waitFor({ timeout }),
    `(async () => {
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
    })()`,
  );
  console.log('Roadmap board, 2,000 items (Chromium, dev build, median of 5):');
  console.log(
    `  data → board on screen  ${median(runs.map((r) => r.toBoard)).toFixed(0)} ms (goal ≤ 300 ms)`,
  );
  console.log(`  Alt+← → item moved      ${median(runs.map((r) => r.toMove)).toFixed(0)} ms`);
  console.log(`  cards in the DOM        ${Math.max(...runs.map((r) => r.cards))}`);
});
