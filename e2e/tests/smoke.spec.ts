import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { functionsOrigin, hostingUrl } from '../env.ts';

// The post-deploy smoke (`pnpm smoke`, run by the deploy workflow against `test`) against the
// local stack: the hosting emulator serves what a deploy serves, so every check must pass here.
const root = fileURLToPath(new URL('../../', import.meta.url));

test('pnpm smoke passes against the local stack', () => {
  const smoke = spawnSync(
    'pnpm',
    ['--silent', 'smoke', '--base-url', hostingUrl, '--functions-url', functionsOrigin],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  expect(smoke.stdout.split('\n').filter((line) => /^[✓✗]/.test(line))).toEqual([
    '✓ security headers',
    '✓ sign-in page',
    '✓ health-ping: ok',
    '✓ /api/v1/openapi.json',
  ]);
  expect(smoke.status).toBe(0);
});

test('pnpm smoke fails when the site does not answer', () => {
  const smoke = spawnSync(
    'pnpm',
    [
      '--silent',
      'smoke',
      '--base-url',
      `${hostingUrl}/no-such-site/`,
      '--functions-url',
      `${functionsOrigin}/missing`,
    ],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  expect(smoke.status).toBe(1);
  expect(smoke.stdout).toContain('✗ health-ping');
});
