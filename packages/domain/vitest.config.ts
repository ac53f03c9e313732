import { defineConfig } from 'vitest/config';

// Tests run in UTC so that dates print the same on every machine.
process.env.TZ = 'UTC';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    maxWorkers: 2,
  },
});
