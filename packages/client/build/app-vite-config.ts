// The Vite and Vitest config of each app (web, shared-portal, service-console): they differ only in
// where they are served on the one origin (see firebase.json rewrites) and their dev server's port.
// The apps pass their plugins in; this package adds only its own pseudo-locale filter. Imported by
// relative path, as local-build.ts is (Vite bundles only a config's relative imports).
import type { PluginOption } from 'vite';
import type { ConfigEnv, ViteUserConfig } from 'vitest/config';
import { localBuildDefine } from './local-build.ts';
import { pseudoLocaleOnRequest } from './pseudo-locale.ts';

export interface AppViteOptions {
  /** Where the app is served on the one origin, e.g. '/' or '/shared-portal/'. */
  base: string;
  /** The dev server's port (strict: another app's port is never taken). */
  port: number;
  plugins: PluginOption[];
}

export function appViteConfig({ base, port, plugins }: AppViteOptions) {
  process.env.TZ = 'UTC';
  return ({ mode }: ConfigEnv): ViteUserConfig => ({
    base,
    // .env is shared at the root.
    envDir: '../..',
    define: localBuildDefine(mode),
    plugins: [...plugins, pseudoLocaleOnRequest()],
    build: { target: 'es2022', sourcemap: true, manifest: true },
    server: { port, strictPort: true },
    test: {
      environment: 'jsdom',
      // Files share their worker instead of each starting one and loading jsdom again: on the
      // 2-core machine, ui's tests took 311 s isolated and 68 s shared (web 300 → 126 s).
      isolate: false,
      setupFiles: ['./src/test-setup.ts'],
      maxWorkers: 2,
      testTimeout: 15_000,
    },
  });
}
