import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostingUrl } from './env.ts';
import { decidedGuestState } from './support/accounts.ts';

/** Seeds the demo organisation and accounts (idempotent) before the journeys run. */
export default function globalSetup(): void {
  execFileSync('pnpm', ['--filter', '@assay/functions', 'seed'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    stdio: 'inherit',
  });
  mkdirSync(dirname(decidedGuestState), { recursive: true });
  writeFileSync(
    decidedGuestState,
    JSON.stringify({
      cookies: [],
      origins: [
        {
          origin: new URL(hostingUrl).origin,
          localStorage: [{ name: 'assay.analytics-consent', value: 'denied' }],
        },
      ],
    }),
  );
}
