import { defineConfig } from '@playwright/test';
import { hostingUrl } from './env.ts';
import { decidedGuestState } from './support/accounts.ts';

// Journeys run against the hosting emulator (all three apps on one origin) in Debian's chromium.
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  projects: [
    { name: 'setup', testMatch: /.*\.setup\.ts/ },
    { name: 'journeys', testMatch: /.*\.spec\.ts/, dependencies: ['setup'] },
  ],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: hostingUrl,
    storageState: decidedGuestState,
    // No trace: recording one for every journey (to keep it on failure) cost a third of the e2e
    // stage's CPU (45 tests: 212 → 144 CPU-s). A failure keeps a screenshot; for a trace, run
    // the failing spec again with `--trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium' },
  },
});
