import { defineConfig } from 'vitest/config';
import { localBuildDefine } from './build/local-build.ts';

process.env.TZ = 'UTC';
export default defineConfig(({ mode }) => ({
  define: localBuildDefine(mode),
  test: {
    environment: 'jsdom',
    // Files share their worker instead of each starting one and loading jsdom again: on the
    // 2-core machine, ui's tests took 311 s isolated and 68 s shared (web 300 → 126 s).
    isolate: false,
    maxWorkers: 2,
  },
}));
