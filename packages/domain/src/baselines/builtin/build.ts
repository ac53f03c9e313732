import type { BaselineVersion, Control, Domain } from '../baseline.ts';
import type { TranslationLocale } from '../translations/index.ts';

/** When the shipped library was published, and by whom (a platform id, not a person). */
export const LIBRARY_PUBLISHED_AT = '2026-01-01T00:00:00.000Z';
export const LIBRARY_PUBLISHER = 'assay-library';

type ControlRow = [
  ref: string,
  domain: string,
  title: string,
  description: string,
  guidance: string,
  weight: number,
  effort: Control['effort'],
  references: string[],
  tags: string[],
];

/**
 * A baseline's text in one other language, beside the baseline in its own file
 * (`essential-hygiene.de.ts`): domain names by the domain's key, and each control's title,
 * description and guidance by its ref.
 */
export interface BuiltinTranslation {
  domains: Record<string, string>;
  controls: Record<string, [title: string, description: string, guidance: string]>;
}

/**
 * A published global baseline from compact rows: domain ids are `<key>-<domain>` and control
 * ids `<key>-<ref>` in lower case, so they stay stable across releases of the library.
 */
export function globalBaseline(spec: {
  key: string;
  name: string;
  description: string;
  domains: [id: string, name: string][];
  controls: ControlRow[];
  translations?: Partial<Record<TranslationLocale, BuiltinTranslation>>;
}): BaselineVersion {
  const domainId = (id: string) => `${spec.key}-${id}`.toLowerCase();
  const languages = Object.entries(spec.translations ?? {}) as [TranslationLocale, BuiltinTranslation][];
  // A translation of a domain or control the baseline lacks is a mistake in the file, not text to drop.
  for (const [locale, translation] of languages) {
    const stray = [
      ...Object.keys(translation.domains).filter((key) => !spec.domains.some(([id]) => id === key)),
      ...Object.keys(translation.controls).filter((ref) => !spec.controls.some(([r]) => r === ref)),
    ];
    if (stray.length > 0)
      throw new Error(`${spec.key}.${locale} translates what the baseline lacks: ${stray.join(', ')}`);
  }
  const translated = <T>(pick: (translation: BuiltinTranslation) => T | undefined) => {
    const entries = languages.flatMap(([locale, translation]) => {
      const value = pick(translation);
      return value === undefined ? [] : [[locale, value] as const];
    });
    return entries.length > 0 ? { translations: Object.fromEntries(entries) } : {};
  };
  const domains: Domain[] = spec.domains.map(([id, name], order) => ({
    id: domainId(id),
    name,
    order,
    ...translated((translation) => {
      const value = translation.domains[id];
      return value === undefined ? undefined : { name: value };
    }),
  }));
  const controls: Control[] = spec.controls.map(
    ([ref, domain, title, description, guidance, weight, effort, references, tags]) => ({
      id: `${spec.key}-${ref}`.toLowerCase(),
      ref,
      title,
      description,
      guidance,
      domainId: domainId(domain),
      weight,
      effort,
      references,
      tags,
      ...translated((translation) => {
        const text = translation.controls[ref];
        return text && { title: text[0], description: text[1], guidance: text[2] };
      }),
    }),
  );
  return {
    baseline: {
      id: `${spec.key}-v1`,
      lineageId: spec.key,
      owner: { kind: 'global' },
      name: spec.name,
      description: spec.description,
      status: 'published',
      version: 1,
      revision: 0,
      publishedAt: LIBRARY_PUBLISHED_AT,
      publishedBy: LIBRARY_PUBLISHER,
    },
    domains,
    controls,
  };
}
