import { describe, expect, it } from 'vitest';
import { clientLanguageOf, isAppLocale, localeOrUndefined, negotiateLocale } from './index.ts';

describe('negotiateLocale', () => {
  it('takes the first language the product speaks, by its language part', () => {
    expect(negotiateLocale(['ja', 'de-AT', 'fr'])).toBe('de');
    expect(negotiateLocale(['NL-be'])).toBe('nl');
    expect(negotiateLocale(['es-419', 'en'])).toBe('es');
  });

  it('falls back to English when no language matches or none is given', () => {
    expect(negotiateLocale(['ja', 'pt-BR'])).toBe('en');
    expect(negotiateLocale([])).toBe('en');
  });

  it('never negotiates the pseudo-locale', () => {
    expect(negotiateLocale(['en-XA'])).toBe('en');
  });
});

describe('isAppLocale', () => {
  it('accepts the five locales and the pseudo-locale, nothing else', () => {
    expect(['en', 'de', 'fr', 'nl', 'es', 'en-XA'].every(isAppLocale)).toBe(true);
    expect(['it', 'de-DE', '', null].some(isAppLocale)).toBe(false);
  });
});

describe('clientLanguageOf', () => {
  it("takes the tenant's client language, else the organisation's default, else English", () => {
    expect(clientLanguageOf({ clientLanguage: 'fr' }, { defaultLanguage: 'de' })).toBe('fr');
    expect(clientLanguageOf({}, { defaultLanguage: 'de' })).toBe('de');
    expect(clientLanguageOf({}, {})).toBe('en');
    expect(clientLanguageOf({}, null)).toBe('en');
  });
});

describe('localeOrUndefined', () => {
  it('keeps the five languages and drops anything else, the pseudo-locale included', () => {
    expect(localeOrUndefined('nl')).toBe('nl');
    expect(localeOrUndefined('en-XA')).toBeUndefined();
    expect(localeOrUndefined('it')).toBeUndefined();
    expect(localeOrUndefined(null)).toBeUndefined();
  });
});
