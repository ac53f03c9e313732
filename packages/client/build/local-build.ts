// The Vite `define` of a build (each app's vite.config.ts, and this package's vitest config):
// __ASSAY_LOCAL__ is true only when the build's Firebase project is local, as
// @assay/domain/deployment decides. Imported by relative path on purpose: Vite bundles only a
// config's relative imports and hands bare ones to Node, which cannot load TypeScript.
import { loadEnv } from 'vite';
import { isLocalProject } from '../../domain/src/deployment/index.ts';

/** The repository root, where the shared .env lives. */
const envDir = new URL('../../../', import.meta.url).pathname;

export function localBuildDefine(mode: string): { __ASSAY_LOCAL__: string } {
  const projectId = loadEnv(mode, envDir, 'VITE_').VITE_FIREBASE_PROJECT_ID || 'demo-assay';
  return { __ASSAY_LOCAL__: JSON.stringify(isLocalProject(projectId)) };
}
