import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Seeds the demo organisation and accounts (idempotent) before the journeys run. */
export default function globalSetup(): void {
  execFileSync('pnpm', ['--filter', '@assay/functions', 'seed'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    stdio: 'inherit',
  });
}
