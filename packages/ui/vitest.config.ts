import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

// Tests run in jsdom with the same vanilla-extract plugin the apps' Vite uses, in UTC,
// on at most two workers (the CI machines have two cores). axe-core runs over a whole page take
// seconds in jsdom on a busy 2-core machine, hence a longer per-test time-out than vitest's 5 s.

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
    testTimeout: 20_000,
    restoreMocks: true,
    css: true,
  },
});
