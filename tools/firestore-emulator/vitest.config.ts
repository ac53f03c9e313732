import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'conformance/**/*.test.ts', 'sdk-checks/**/*.test.ts'],
    globalSetup: ['./conformance/global-setup.ts'],
    // Two cores on the dev machines; the files use separate projects, so they may run in parallel.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // No GCE metadata probing from google-auth-library: the suite never leaves the machine.
    env: { TZ: 'UTC', METADATA_SERVER_DETECTION: 'none' },
  },
});
