// Initial JS and CSS (gzip) of each app's first route, from Vite's build manifest:
// the entry, the app module it loads at start-up, the first route's chunk, and everything
// they import statically. Budget: 170 KB gzip of JS per app, React and Firebase included.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export const BUDGET_KB = 170;
const root = fileURLToPath(new URL('../../../', import.meta.url));

/** The modules a first visit loads: the entry, the app shell and the landing route of each app. */
const firstRoutes = {
  web: ['index.html', 'src/app/app.tsx', 'src/app/routes/welcome.tsx'],
  'shared-portal': ['index.html', 'src/app/app.tsx', 'src/app/routes/shared-tenant.tsx'],
  'service-console': ['index.html', 'src/app/app.tsx', 'src/app/routes/service.tsx'],
} as const;

export interface BundleFigure {
  app: string;
  jsKb: number;
  cssKb: number;
  files: number;
}

function gzipKb(path: string): number {
  return gzipSync(readFileSync(path), { level: 9 }).length / 1024;
}

export function measureApp(app: keyof typeof firstRoutes): BundleFigure {
  const dist = `${root}apps/${app}/dist/`;
  const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8')) as Manifest;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${app}: ${key} is not in the build manifest`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const module of firstRoutes[app]) visit(module);
  let jsKb = 0;
  let cssKb = 0;
  const css = new Set<string>();
  for (const key of seen) {
    const chunk = manifest[key];
    if (!chunk) continue;
    jsKb += gzipKb(dist + chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  for (const file of css) cssKb += gzipKb(dist + file);
  return { app, jsKb, cssKb, files: seen.size };
}

/** Figures for every app that has been built (`pnpm build`). */
export function bundleReport(): BundleFigure[] {
  return (Object.keys(firstRoutes) as (keyof typeof firstRoutes)[])
    .filter((app) => existsSync(`${root}apps/${app}/dist/.vite/manifest.json`))
    .map(measureApp);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`First-route bundle (gzip), budget ${BUDGET_KB} KB of JS per app`);
  for (const f of bundleReport()) {
    console.log(`  ${f.app.padEnd(16)} JS ${f.jsKb.toFixed(1).padStart(6)} KB  CSS ${f.cssKb.toFixed(1).padStart(5)} KB  ${f.files} chunks  ${f.jsKb <= BUDGET_KB ? '✓ within budget' : '✗ OVER BUDGET'}`);
  }
}
