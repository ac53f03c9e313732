// Bundles the functions for deployment: src/index.ts → lib/index.js and its chunks (ESM, node20,
// minified). @assay/* and zod are inlined (firebase deploy cannot resolve `workspace:*`);
// firebase-admin, firebase-functions, stripe and hono stay external and are installed from
// `dependencies`. Code splitting keeps what each function imports lazily (its area, its HTTP
// handler, the pipeline) in chunks of its own: index.js holds only the definitions every
// instance and the deploy's discovery load (`pnpm bench coldstart` prints the figures).
import { build } from 'esbuild';
import { existsSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = ['firebase-admin', 'firebase-functions', 'stripe', 'hono'].flatMap((name) => [
  name,
  `${name}/*`,
]);

// Chunks are named by content hash: remove the previous build's before writing this one's.
rmSync(new URL('./lib/chunks', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: { index: 'src/index.ts' },
  outdir: 'lib',
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  external,
  // Bundled CommonJS code may call require(); give it one in the ESM output.
  banner: {
    js: "import { createRequire as __assayCreateRequire } from 'node:module'; const require = __assayCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});

// Safety net: the bundle must not import a workspace package at run time.
const outputs = [
  'index.js',
  ...readdirSync(new URL('./lib/chunks', import.meta.url))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `chunks/${file}`),
];
const bundle = outputs
  .map((file) => readFileSync(new URL(`./lib/${file}`, import.meta.url), 'utf8'))
  .join('\n');
const leaked = [...bundle.matchAll(/(?:from|import\()\s*["'](@assay\/[^"']+|zod[^"']*)["']/g)].map(
  (match) => match[1],
);
if (leaked.length > 0) {
  console.error(`lib/index.js still imports ${[...new Set(leaked)].join(', ')}`);
  process.exit(1);
}
// A deployable manifest next to the bundle: runtime dependencies at the exact installed versions
// (npm in Cloud Build understands neither `catalog:` nor `workspace:*`). Deploying `functions/lib`
// as the source uses it.
const installed = (name) =>
  JSON.parse(readFileSync(new URL(`./node_modules/${name}/package.json`, import.meta.url), 'utf8')).version;
const deployManifest = {
  name: 'assay-functions-deploy',
  version: pkg.version,
  private: true,
  type: 'module',
  main: 'index.js',
  engines: pkg.engines,
  dependencies: Object.fromEntries(Object.keys(pkg.dependencies).map((name) => [name, installed(name)])),
};
writeFileSync(new URL('./lib/package.json', import.meta.url), `${JSON.stringify(deployManifest, null, 2)}\n`);
writeFileSync(
  new URL('./lib/build-info.json', import.meta.url),
  `${JSON.stringify({ name: pkg.name, version: pkg.version, builtAt: new Date().toISOString() }, null, 2)}\n`,
);
const indexKiB = readFileSync(new URL('./lib/index.js', import.meta.url)).length / 1024;
console.log(
  `functions: lib/index.js (${indexKiB.toFixed(0)} KiB) and ${outputs.length - 1} chunks (${(bundle.length / 1024).toFixed(0)} KiB in all)`,
);
// The emulators load `functions/lib` as the source too; they look for the Functions SDK in the
// source's own node_modules. Deploy ignores this link and installs from lib/package.json.
if (!existsSync(new URL('./lib/node_modules', import.meta.url)))
  symlinkSync('../node_modules', new URL('./lib/node_modules', import.meta.url), 'dir');
