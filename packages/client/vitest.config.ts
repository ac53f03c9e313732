import { defineConfig } from 'vitest/config';
import { localBuildDefine } from './build/local-build.ts';

process.env.TZ = 'UTC';
export default defineConfig(({ mode }) => ({
  define: localBuildDefine(mode),
  test: { environment: 'jsdom', maxWorkers: 2 },
}));
