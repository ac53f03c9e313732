import { defineConfig } from 'vitest/config';

// Tests run in UTC so that dates print the same on every machine.
process.env.TZ = 'UTC';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    maxWorkers: 2,
    testTimeout: 15_000,
  },
});
