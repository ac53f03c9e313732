// The languages the product speaks, and which of them a browser's preferences get.

export const locales = ['en', 'de', 'fr', 'nl', 'es'] as const;
export type Locale = (typeof locales)[number];
export const baseLocale: Locale = 'en';
/** Accented, about 35% longer English, for screenshots; chosen only by name, never negotiated. */
export const pseudoLocale = 'en-XA';
export type AppLocale = Locale | typeof pseudoLocale;

/** Each language in its own words, as a picker lists it. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  nl: 'Nederlands',
  es: 'Español',
};

export function isAppLocale(value: unknown): value is AppLocale {
  return value === pseudoLocale || (locales as readonly unknown[]).includes(value);
}

/**
 * The first of the browser's languages (navigator.languages, most preferred first) that the
 * product speaks, matched by its language (de-AT gets de); English when none is.
 */
export function negotiateLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const language = tag.split('-')[0]!.toLowerCase();
    const match = locales.find((locale) => locale === language);
    if (match) return match;
  }
  return baseLocale;
}

/**
 * The language a tenant's client reads (its respondent pages, portal and mails): the tenant's own
 * client language, else the organisation's default, else English.
 */
export function clientLanguageOf(
  tenant: { clientLanguage?: Locale | undefined },
  organisation: { defaultLanguage?: Locale | undefined } | null | undefined,
): Locale {
  return tenant.clientLanguage ?? organisation?.defaultLanguage ?? baseLocale;
}

/** `value` when it is one of the five languages, else undefined (stored data read leniently). */
export function localeOrUndefined(value: unknown): Locale | undefined {
  return (locales as readonly unknown[]).includes(value) ? (value as Locale) : undefined;
}
