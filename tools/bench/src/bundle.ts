// Initial JS and CSS (gzip) of each app's first route, from Vite's build manifest:
// the entry, the app module it loads at start-up, the first route's chunk, and everything
// they import statically: what the first paint waits for. Budget: 170 KB gzip of JS per app.
// Firebase (app + Auth) loads when the app module runs (beside their module on the sign-in
// pages), and every signed-in screen waits for it too: the figure "with Firebase" adds that
// module and what it imports.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

// Web's first route left 183 KB when the account menu's Radix parts did (issue 35: 154 KB), and
// is back at 160 with the home page's texts in five languages (issue 29): the budget stays 170.
export const BUDGET_KB = 170;
/** The shared portal's first route against the web app's (issue 12). */
export const PORTAL_RATIO_LIMIT = 0.8;
const root = fileURLToPath(new URL('../../../', import.meta.url));

/** The modules a first visit loads: the entry, the app shell and the landing route of each app. */
const firstRoutes = {
  web: ['index.html', 'src/app/app.tsx', 'src/app/routes/welcome.tsx'],
  'shared-portal': ['index.html', 'src/app/app.tsx', 'src/app/routes/shared-tenant.tsx'],
  'service-console': ['index.html', 'src/app/app.tsx', 'src/app/routes/platform.tsx'],
} as const;

export interface BundleFigure {
  app: string;
  jsKb: number;
  cssKb: number;
  files: number;
  /** JS of the first paint plus the Firebase module (loaded beside it by the sign-in pages, after it by the apps). */
  withFirebaseKb: number;
  /** JS the first route loads in idle time after it has painted (IDLE_MODULES). */
  idleKb: number;
}

/**
 * What a signed-in page loads in idle time once it has painted (issue 35): the account menu's
 * Radix parts and what they share with every dialog and select (popper, floating-ui, focus scope,
 * dismissable layer). Not in the first route's figure; already there when a second route opens.
 */
const IDLE_MODULES = ['../../packages/ui/src/menu/menu-parts.tsx'];

/** The client package's lazily loaded Firebase module, as the apps' manifests name it. */
const FIREBASE_MODULE = '../../packages/client/src/firebase.ts';

function gzipKb(path: string): number {
  return gzipSync(readFileSync(path), { level: 9 }).length / 1024;
}

export function measureApp(app: keyof typeof firstRoutes): BundleFigure {
  return measureModules(app, firstRoutes[app], true, IDLE_MODULES);
}

/**
 * Pages people open from a mail, started by a small entry without the application (issue 35):
 * the same figures as a first route. The respondent's page loads no Firebase Auth.
 */
export const pageEntries = [
  { app: 'web', name: '/signin', modules: ['index.html', 'src/app/sign-in-entry.tsx'], firebase: true },
  {
    app: 'web',
    name: '/in-progress',
    modules: ['index.html', 'src/app/respondent-entry.tsx'],
    firebase: false,
  },
  {
    app: 'shared-portal',
    name: '/sharedSignin',
    modules: ['index.html', 'src/app/shared-sign-in-entry.tsx'],
    firebase: true,
  },
] as const;

function measureModules(
  app: keyof typeof firstRoutes,
  modules: readonly string[],
  firebase: boolean,
  idle: readonly string[] = [],
): BundleFigure {
  const dist = `${root}apps/${app}/dist/`;
  const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8')) as Manifest;
  const closure = (modules: readonly string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${app}: ${key} is not in the build manifest`);
      seen.add(key);
      for (const dep of chunk.imports ?? []) visit(dep);
    };
    for (const module of modules) visit(module);
    return seen;
  };
  const jsOf = (keys: Set<string>) =>
    [...keys].reduce((sum, key) => sum + gzipKb(dist + (manifest[key]?.file ?? '')), 0);
  const seen = closure(modules);
  const css = new Set<string>();
  for (const key of seen) for (const file of manifest[key]?.css ?? []) css.add(file);
  let cssKb = 0;
  for (const file of css) cssKb += gzipKb(dist + file);
  // Firebase where the page loads it beside its first paint (the respondent's page does not).
  const withFirebase = closure([
    ...modules,
    ...(firebase && FIREBASE_MODULE in manifest ? [FIREBASE_MODULE] : []),
  ]);
  const idled = closure([...modules, ...idle.filter((key) => key in manifest)]);
  for (const key of seen) idled.delete(key);
  return {
    app,
    jsKb: jsOf(seen),
    cssKb,
    files: seen.size,
    withFirebaseKb: jsOf(withFirebase),
    idleKb: jsOf(idled),
  };
}

/**
 * Gzip of what opening a route adds to the first route: the route module, its static imports
 * and, with `lazy`, the chunks it loads with `import()` (e.g. the search index of a tab), minus
 * everything the first route already loaded, then or in idle time after it (IDLE_MODULES).
 */
export function routeAddedKb(
  app: keyof typeof firstRoutes,
  routeModule: string,
  { lazy = true } = {},
): number {
  const dist = `${root}apps/${app}/dist/`;
  const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8')) as Manifest;
  const closure = (starts: readonly string[], followDynamic: boolean) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const dep of manifest[key].imports ?? []) visit(dep);
      if (followDynamic) for (const dep of manifest[key].dynamicImports ?? []) visit(dep);
    };
    starts.forEach(visit);
    return seen;
  };
  const first = closure([...firstRoutes[app], ...IDLE_MODULES], false);
  const own = closure([routeModule], false);
  if (lazy)
    for (const key of manifest[routeModule]?.dynamicImports ?? [])
      for (const dep of closure([key], false)) own.add(dep);
  const firstCss = new Set([...first].flatMap((key) => manifest[key]?.css ?? []));
  const css = new Set<string>();
  let kb = 0;
  for (const key of own) {
    if (first.has(key)) continue;
    kb += gzipKb(dist + manifest[key]!.file);
    for (const file of manifest[key]!.css ?? []) if (!firstCss.has(file)) css.add(file);
  }
  for (const file of css) kb += gzipKb(dist + file);
  return kb;
}

/** Routes whose added weight is tracked (budget ROUTE_BUDGET_KB each). */
export const trackedRoutes = [
  { app: 'web', name: 'explore', module: 'src/app/routes/explore.tsx' },
  { app: 'web', name: 'contentAdmin', module: 'src/app/routes/content-admin.tsx' },
  { app: 'web', name: 'tenantAssessment', module: 'src/app/routes/tenant-assessment.tsx' },
  { app: 'web', name: 'developer', module: 'src/app/routes/developer.tsx' },
  { app: 'web', name: 'roadmap', module: 'src/app/routes/roadmap.tsx' },
  { app: 'web', name: 'home', module: 'src/app/routes/welcome.tsx' },
] as const;
export const ROUTE_BUDGET_KB = 100;

/** The figures of each page entry, named by its page instead of its app. */
export function pageEntryReport(): BundleFigure[] {
  return pageEntries
    .filter(({ app }) => existsSync(`${root}apps/${app}/dist/.vite/manifest.json`))
    .map(({ app, name, modules, firebase }) => ({
      ...measureModules(app, modules, firebase),
      app: `${app} ${name}`,
    }));
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
    console.log(
      `  ${f.app.padEnd(16)} JS ${f.jsKb.toFixed(1).padStart(6)} KB  CSS ${f.cssKb.toFixed(1).padStart(5)} KB  ${f.files} chunks  with Firebase ${f.withFirebaseKb.toFixed(1)} KB  then idle ${f.idleKb.toFixed(1)} KB  ${f.jsKb <= BUDGET_KB ? '✓ within budget' : '✗ OVER BUDGET'}`,
    );
  }
  console.log(
    `Added by a route after the first (gzip JS + CSS; budget ${ROUTE_BUDGET_KB} KB): on opening it, and with every lazy part of its tabs loaded`,
  );
  for (const route of trackedRoutes) {
    const open = routeAddedKb(route.app, route.module, { lazy: false });
    const all = routeAddedKb(route.app, route.module);
    console.log(
      `  ${route.name.padEnd(16)} ${open.toFixed(1).padStart(6)} KB  all tabs ${all.toFixed(1).padStart(6)} KB  ${all <= ROUTE_BUDGET_KB ? '✓ within budget' : open <= ROUTE_BUDGET_KB ? '~ within budget on opening' : '✗ OVER BUDGET'}`,
    );
  }
}
