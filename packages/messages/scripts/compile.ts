// Compiles the catalogs (messages/{locale}.json) into tree-shakable message functions under
// src/paraglide, after writing the pseudo-locale from English. The inlang plugin is loaded from
// node_modules (project.inlang/settings.json names it by path): nothing is downloaded.
import { compile } from '@inlang/paraglide-js';
import { writePseudoCatalog } from './pseudo-catalog.ts';

const root = new URL('../', import.meta.url).pathname;

writePseudoCatalog(`${root}messages`);
await compile({
  project: `${root}project.inlang`,
  outdir: `${root}src/paraglide`,
  // The provider sets the locale (the user's choice, else the browser's); nothing is read from a cookie.
  strategy: ['globalVariable', 'baseLocale'],
  emitGitIgnore: false,
  emitPrettierIgnore: false,
  emitReadme: false,
  // Declarations, so the apps type-check the messages without allowJs.
  emitTsDeclarations: true,
});
