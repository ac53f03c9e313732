// Entry documents: for a page people first open from a mail on a phone (sign-in, shared sign-in),
// a copy of the app's built index.html that paints the page's largest text (the consent banner)
// with the HTML instead of after the script (issue 35: Lighthouse's LCP on a phone). It links the
// stylesheets that paint uses; index.js still chooses and starts the page (main.tsx), loading the
// rest as on any other document. (Preloading the page's modules from the document was measured:
// on slow 4G their bytes delayed the first paint by more than they won.) firebase.json
// rewrites the page's path to its document. A Vite plugin, since only the build knows the hashed
// file names; the markup is rendered in Node by a second, SSR build of first-paint/render.tsx.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import { FIRST_PAINT_SCRIPT } from '../src/guest/first-paint/script.ts';

const RENDER = '../src/guest/first-paint/render.tsx';
const ROOT_MARK = '<div id="root">';

/** Every chunk `key` statically imports, itself first (what loads before the module runs). */
function staticImports(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  return [key, ...(chunk.imports ?? []).flatMap((next) => staticImports(manifest, next, seen))];
}

/**
 * `index` with the first paint in #root, the inline script and the stylesheets the first paint
 * uses (`paints`: the others load with the page's module, as before, and hold no paint back).
 */
export function entryDocument(
  index: string,
  {
    manifest,
    entry,
    base,
    markup,
    paints,
  }: { manifest: Manifest; entry: string; base: string; markup: string; paints: (css: string) => boolean },
): string {
  if (!index.includes(ROOT_MARK) || !index.includes('</head>'))
    throw new Error(`index.html has no ${ROOT_MARK} or </head>`);
  const chunks = staticImports(manifest, entry).map((key) => manifest[key]!);
  // What index.html links already (its own script and stylesheet) is not named twice.
  const fresh = (files: string[]) =>
    [...new Set(files)].map((file) => `${base}${file}`).filter((href) => !index.includes(`"${href}"`));
  const head = [
    `<script>${FIRST_PAINT_SCRIPT}</script>`,
    ...fresh(chunks.flatMap((chunk) => chunk.css ?? []).filter(paints)).map(
      (href) => `<link rel="stylesheet" crossorigin href="${href}">`,
    ),
  ];
  return index
    .replace('</head>', `  ${head.join('\n    ')}\n  </head>`)
    .replace(ROOT_MARK, `${ROOT_MARK}${markup}`);
}

/** Whether a stylesheet has a rule the first paint uses: one of its classes, or which copy shows. */
export function paintsWith(markup: string, css: string): boolean {
  return (
    css.includes('[data-first-paint') ||
    classesOf(markup).some((name) => new RegExp(`\\.${name}(?![\\w-])`).test(css))
  );
}

const classesOf = (markup: string) => [
  ...new Set([...markup.matchAll(/class="([^"]+)"/g)].flatMap((match) => match[1]!.split(' '))),
];

/**
 * Fails the build when a class of the markup is named nowhere in the page's built modules and
 * stylesheets: the SSR build named it differently from the browser build, and the first paint
 * would show unstyled. (Modules count too: a variant without rules, a button's `fullWidth: false`,
 * has a class name in the script but no rule.)
 */
function assertNamed(markup: string, built: string): void {
  const missing = classesOf(markup).filter((name) => !built.includes(name));
  if (missing.length > 0)
    throw new Error(`first paint classes the browser build does not name: ${missing.join(' ')}`);
}

/** Writes `documents` (file name → the page's entry module, e.g. src/app/sign-in-entry.tsx) beside index.html. */
export function entryDocuments(documents: Record<string, string>): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'assay:entry-documents',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      // The SSR build below loads the same config: it writes no documents itself.
      if (config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      const renderDir = resolve(config.root, 'node_modules/.first-paint');
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        ssr: { noExternal: true },
        build: {
          ssr: fileURLToPath(new URL(RENDER, import.meta.url)),
          outDir: renderDir,
          emptyOutDir: true,
          manifest: false,
          sourcemap: false,
          copyPublicDir: false,
          rollupOptions: { output: { entryFileNames: 'render.js' } },
        },
      });
      const { firstPaintMarkup } = (await import(pathToFileURL(join(renderDir, 'render.js')).href)) as {
        firstPaintMarkup: () => string;
      };
      const markup = firstPaintMarkup();
      const index = readFileSync(join(outDir, 'index.html'), 'utf8');
      for (const [file, entry] of Object.entries(documents)) {
        const html = entryDocument(index, {
          manifest,
          entry,
          base: config.base,
          markup,
          paints: (css) => paintsWith(markup, readFileSync(join(outDir, css), 'utf8')),
        });
        const files = staticImports(manifest, entry).flatMap((key) => [
          manifest[key]!.file,
          ...(manifest[key]!.css ?? []),
        ]);
        assertNamed(markup, files.map((file) => readFileSync(join(outDir, file), 'utf8')).join('\n'));
        writeFileSync(join(outDir, file), html);
      }
    },
  };
}
