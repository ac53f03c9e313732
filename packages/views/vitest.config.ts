import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

// jsdom with the apps' vanilla-extract plugin, in UTC, on at most two workers.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'jsdom',
    // Files share their worker instead of each starting one and loading jsdom again: on the
    // 2-core machine, ui's tests took 311 s isolated and 68 s shared (web 300 → 126 s).
    isolate: false,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    env: { TZ: 'UTC' },
    maxWorkers: 2,
    // Screens with tables render slowly on a loaded 2-core machine (as in the apps' config).
    testTimeout: 15_000,
    restoreMocks: true,
  },
});
