// `pnpm bench explore`: keystroke-to-results latency of Explore's control search over 5,000
// controls in Chromium (goal p95 ≤ 50 ms). Serves the harness built from apps/web/bench and
// prints figures; it asserts nothing.
import { chromium } from '@playwright/test';
import { createReadStream, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../../apps/web/bench/dist/', import.meta.url));
const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.map': 'application/json',
};
const queries = [
  'multi-factor authentication',
  'backup restore tested',
  'A.5.15',
  'supplier contract security',
  'encryption laptop',
  'NIST-CSF-2.0 PR.AA',
];

const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(
    /^(\.\.[/\\])+/,
    '',
  );
  const file = join(dist, path === '/' ? 'index.html' : path);
  if (!file.startsWith(dist) || !existsSync(file)) return void response.writeHead(404).end();
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as { port: number };

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (error) => console.error(`harness error: ${error.message}`));
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => '__measure' in window);
  const total = await page.evaluate(() => (window as unknown as { __controls: number }).__controls);
  await page
    .getByText(`${total.toLocaleString('en')} controls`, { exact: true })
    .waitFor({ timeout: 60_000 });
  // One warm-up pass (JIT, first layout), then the measured one.
  const run = () =>
    page.evaluate(
      (q) => (window as unknown as { __measure: (q: readonly string[]) => Promise<number[]> }).__measure(q),
      queries,
    );
  await run();
  const samples = (await run()).sort((a, b) => a - b);
  const at = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))]!;
  console.log(
    `Explore search over ${total.toLocaleString('en')} controls in Chromium, keystroke → results painted (${samples.length} keystrokes):`,
  );
  console.log(
    `  p50 ${at(0.5).toFixed(1)} ms  p95 ${at(0.95).toFixed(1)} ms  max ${samples.at(-1)!.toFixed(1)} ms  (goal p95 ≤ 50 ms)`,
  );
} finally {
  await browser.close();
  server.close();
}
