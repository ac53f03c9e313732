import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { localBuildDefine } from '../../packages/client/build/local-build.ts';

process.env.TZ = 'UTC';

// Served under /shared-portal/ on the one origin (see firebase.json rewrites); .env is shared at the root.
export default defineConfig(({ mode }) => ({
  base: '/shared-portal/',
  envDir: '../..',
  define: localBuildDefine(mode),
  plugins: [react(), vanillaExtractPlugin()],
  build: { target: 'es2022', sourcemap: true, manifest: true },
  server: { port: 5174, strictPort: true },
  test: {
    environment: 'jsdom',
    // Files share their worker instead of each starting one and loading jsdom again: on the
    // 2-core machine, ui's tests took 311 s isolated and 68 s shared (web 300 → 126 s).
    isolate: false,
    setupFiles: ['./src/test-setup.ts'],
    maxWorkers: 2,
    testTimeout: 15_000,
  },
}));
