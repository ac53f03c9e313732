// A control's and a domain's text in the reader's language. A baseline is written in English
// (its own text); a control may carry translations of its title, description and guidance, a
// domain of its name, per language. A reader sees the translation where there is one, else the
// baseline's own text, field by field. Schema-free: screens import it beside their first route.
import type { AppLocale, Locale } from '../../locales/index.ts';
import type { Control, Domain } from '../baseline.ts';

/** The languages a baseline's text may be translated into: every language but the baseline's own, English. */
export const translationLocales = ['de', 'fr', 'nl', 'es'] as const satisfies readonly Locale[];
export type TranslationLocale = (typeof translationLocales)[number];

/** The fields of a control a translation may give. */
export const translatedControlFields = ['title', 'description', 'guidance'] as const;
export type TranslatedControlField = (typeof translatedControlFields)[number];

export type ControlTranslation = Partial<Record<TranslatedControlField, string>>;
export type ControlTranslations = Partial<Record<TranslationLocale, ControlTranslation>>;
export type DomainTranslations = Partial<Record<TranslationLocale, { name: string }>>;

export function isTranslationLocale(value: unknown): value is TranslationLocale {
  return (translationLocales as readonly unknown[]).includes(value);
}

type TranslatableControl = Pick<Control, 'title'> &
  Partial<Pick<Control, 'description' | 'guidance'>> & { translations?: ControlTranslations };
type TranslatableDomain = Pick<Domain, 'name'> & { translations?: DomainTranslations };

/** A control's title, description and guidance in `locale` where translated, else the baseline's own. */
export function controlText(
  control: TranslatableControl,
  locale: AppLocale | undefined,
): Record<TranslatedControlField, string> {
  const translation = isTranslationLocale(locale) ? control.translations?.[locale] : undefined;
  return {
    title: translation?.title ?? control.title,
    description: translation?.description ?? control.description ?? '',
    guidance: translation?.guidance ?? control.guidance ?? '',
  };
}

/** A domain's name in `locale` where translated, else the baseline's own. */
export function domainName(domain: TranslatableDomain, locale: AppLocale | undefined): string {
  return (isTranslationLocale(locale) ? domain.translations?.[locale]?.name : undefined) ?? domain.name;
}

/**
 * The content as a reader of `locale` sees it: every control's and domain's text in that
 * language where translated. Ids, refs, order and scoring fields are unchanged, so answers and
 * scores pair with it as with the original. The same objects when nothing is translated.
 */
export function inLocale<
  C extends { domains: readonly TranslatableDomain[]; controls: readonly TranslatableControl[] },
>(content: C, locale: AppLocale | undefined): C {
  if (!isTranslationLocale(locale)) return content;
  return {
    ...content,
    domains: content.domains.map((domain) =>
      domain.translations?.[locale] ? { ...domain, name: domainName(domain, locale) } : domain,
    ),
    controls: content.controls.map((control) =>
      control.translations?.[locale] ? { ...control, ...controlText(control, locale) } : control,
    ),
  };
}

/** `title@de`: a translated field as the CSV columns, the JSON diff and the version diff name it. */
export type TranslatedFieldKey<F extends string = TranslatedControlField> = `${F}@${TranslationLocale}`;

export function translatedFieldKey<F extends string>(
  field: F,
  locale: TranslationLocale,
): TranslatedFieldKey<F> {
  return `${field}@${locale}`;
}

/** `title@de` → the field and the language; null when the text is not a translated field of `fields`. */
export function parseTranslatedFieldKey<F extends string>(
  key: string,
  fields: readonly F[],
): { field: F; locale: TranslationLocale } | null {
  const at = key.lastIndexOf('@');
  if (at < 0) return null;
  const field = key.slice(0, at);
  const locale = key.slice(at + 1);
  return (fields as readonly string[]).includes(field) && isTranslationLocale(locale)
    ? { field: field as F, locale }
    : null;
}
