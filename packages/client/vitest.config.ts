import { defineConfig } from 'vitest/config';

process.env.TZ = 'UTC';
export default defineConfig({
  test: { environment: 'jsdom', maxWorkers: 2 },
});
