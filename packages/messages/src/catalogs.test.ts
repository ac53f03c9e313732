// Keeps the catalogs honest: every locale has every message with the same arguments and the same
// plural cases, the pseudo-locale is English's, and the compiled functions are the catalogs'.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pseudoCatalog } from '../scripts/pseudo-catalog.ts';
import * as compiled from './paraglide/messages/_index.js';

const folder = new URL('../messages/', import.meta.url);
const read = (file: string) =>
  JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as Record<string, unknown>;
const locales = readdirSync(folder).map((file) => file.replace(/\.json$/, ''));
const english = read('en.json');

/** What a message needs from its caller and which cases it distinguishes: `{email}`, `count=one`. */
function shape(message: unknown): string[] {
  const text = JSON.stringify(message);
  const args = [...text.matchAll(/\{(\w+)\}|input (\w+)/g)].map((match) => `{${match[1] ?? match[2]}}`);
  const cases = [...text.matchAll(/"(\w+=[\w*]+)"/g)].map((match) => match[1]!);
  return [...new Set([...args, ...cases])].sort();
}

describe('message catalogs', () => {
  it('has the five locales and the pseudo-locale', () => {
    expect(locales.sort()).toEqual(['de', 'en', 'en-XA', 'es', 'fr', 'nl']);
  });

  it.each(locales.filter((locale) => locale !== 'en'))(
    '%s has every message of English, no more',
    (locale) => {
      expect(Object.keys(read(`${locale}.json`)).sort()).toEqual(Object.keys(english).sort());
    },
  );

  it.each(locales)('%s gives each message the arguments and plural cases of English', (locale) => {
    const catalog = read(`${locale}.json`);
    for (const [key, message] of Object.entries(english))
      expect({ key, shape: shape(catalog[key]) }).toEqual({ key, shape: shape(message) });
  });

  it('has no empty or untranslated-looking message', () => {
    for (const locale of locales)
      for (const [key, message] of Object.entries(read(`${locale}.json`)))
        expect({
          locale,
          key,
          empty:
            JSON.stringify(message)
              .replace(/\{[^}]*\}/g, '')
              .trim() === '""',
        }).toEqual({
          locale,
          key,
          empty: false,
        });
  });

  it('the pseudo-locale is written from English (pnpm --filter @assay/messages compile)', () => {
    expect(read('en-XA.json')).toEqual(pseudoCatalog(english));
  });

  it('the compiled messages are the catalog’s (pnpm --filter @assay/messages compile)', () => {
    const names = Object.keys(english).filter((key) => key !== '$schema');
    expect(Object.keys(compiled).sort()).toEqual(names.sort());
  });
});
