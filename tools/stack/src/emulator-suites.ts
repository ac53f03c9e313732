// Runs inside with-emulators: every suite that needs the live emulators, one after another.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const suites: [string, string[]][] = [
  ['functions integration', ['--filter', '@assay/functions', 'test:integration']],
  ['e2e (Playwright, Debian chromium)', ['--filter', '@assay/e2e', 'test:e2e']],
];
for (const [name, args] of suites) {
  console.log(`\n--- ${name} ---`);
  const result = spawnSync('pnpm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
