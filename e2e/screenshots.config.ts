import { defineConfig } from '@playwright/test';
import { hostingUrl } from './env.ts';
import { decidedGuestState } from './support/accounts.ts';

// `pnpm screenshots`: every screen in light and dark at 1280 and 390 px, into ../screenshots
// (git-ignored). Runs against the hosting emulator like the journeys; not part of the test run.
export default defineConfig({
  testDir: './screens',
  globalSetup: './global-setup.ts',
  projects: [
    { name: 'setup', testDir: './tests', testMatch: /auth\.setup\.ts/ },
    { name: 'screens', testMatch: /.*\.screens\.ts/, dependencies: ['setup'] },
  ],
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: hostingUrl,
    storageState: decidedGuestState,
    launchOptions: { executablePath: '/usr/bin/chromium' },
  },
});
