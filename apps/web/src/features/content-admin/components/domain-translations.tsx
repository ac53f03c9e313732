import {
  DOMAIN_NAME_MAX,
  translationLocales,
  type DomainTranslations,
  type TranslationLocale,
} from '@assay/domain/baselines';
import { localeNames } from '@assay/domain/locales';
import { m } from '@assay/messages';
import { FormDialog, IconButton, TextField } from '@assay/ui';
import { useState } from 'react';

type Names = Record<TranslationLocale, string>;

/** The names as the schema wants them: a language without a name is left out, and so is an empty set. */
export function domainTranslationsOf(names: Names): DomainTranslations | undefined {
  const entries = translationLocales
    .map((locale) => [locale, names[locale].trim()] as const)
    .filter(([, name]) => name !== '');
  return entries.length > 0
    ? Object.fromEntries(entries.map(([locale, name]) => [locale, { name }]))
    : undefined;
}

interface Props {
  /** The domain's own name, in the baseline's language. */
  name: string;
  translations: DomainTranslations | undefined;
  onChange: (translations: DomainTranslations | undefined) => void;
  /** The schema's message for the domain's translations, if any. */
  error: string | undefined;
}

/**
 * A domain's name in each translation language, from a button in its row: readers in those
 * languages see the domain under that name (the workspace, the report, the portal); the draft
 * keeps them and saves them with the rest.
 */
export function DomainTranslationsButton({ name, translations, onChange, error }: Props) {
  const [open, setOpen] = useState(false);
  const namesOf = () =>
    Object.fromEntries(
      translationLocales.map((locale) => [locale, translations?.[locale]?.name ?? '']),
    ) as Names;
  const [names, setNames] = useState<Names>(namesOf);
  const count = translationLocales.filter((locale) => translations?.[locale]).length;
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      onOpen={() => setNames(namesOf())}
      trigger={
        <IconButton
          icon="globe"
          size="xs"
          variant={count > 0 || error ? 'soft' : 'ghost'}
          aria-label={m.content_admin_translate_domain({ name })}
          title={m.content_admin_translate_domain({ name })}
        />
      }
      title={m.content_admin_domain_names_title({ name })}
      description={m.content_admin_domain_names_hint()}
      error={error}
      submitLabel={m.common_done()}
      onSubmit={() => {
        onChange(domainTranslationsOf(names));
        setOpen(false);
      }}
    >
      {translationLocales.map((locale) => (
        <TextField
          key={locale}
          label={localeNames[locale]}
          lang={locale}
          value={names[locale]}
          placeholder={name}
          maxLength={DOMAIN_NAME_MAX}
          onValueChange={(value) => setNames((current) => ({ ...current, [locale]: value }))}
        />
      ))}
    </FormDialog>
  );
}
