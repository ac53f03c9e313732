import {
  CONTROL_TEXT_MAX,
  CONTROL_TITLE_MAX,
  translationLocales,
  type ControlTranslations,
  type TranslatedControlField,
  type TranslationLocale,
} from '@assay/domain/baselines';
import { localeNames } from '@assay/domain/locales';
import { m } from '@assay/messages';
import { Stack, Tabs, TextField, Textarea } from '@assay/ui';
import * as styles from './baseline-editor.css.ts';

/**
 * `translations` with one field of one language set to `text`. An emptied field is left out, and
 * so is a language without any field, or the whole set when none is left: the schema refuses
 * empty translations (a reader then sees the baseline's own text).
 */
export function withTranslation(
  translations: ControlTranslations | undefined,
  locale: TranslationLocale,
  field: TranslatedControlField,
  text: string,
): ControlTranslations | undefined {
  const language = { ...translations?.[locale] };
  if (text === '') delete language[field];
  else language[field] = text;
  const next: ControlTranslations = { ...translations };
  if (Object.keys(language).length === 0) delete next[locale];
  else next[locale] = language;
  return Object.keys(next).length > 0 ? next : undefined;
}

interface Props {
  translations: ControlTranslations | undefined;
  onChange: (translations: ControlTranslations | undefined) => void;
  /** The schema's message for the control's translations, if any. */
  error: string | undefined;
  readOnly: boolean;
}

/** A control's title, description and guidance per language, a tab a language; saved with the draft. */
export function ControlTranslationsFields({ translations, onChange, error, readOnly }: Props) {
  const label = (field: () => string, locale: TranslationLocale) =>
    m.content_admin_field_translated({ field: field(), language: localeNames[locale] });
  const set = (locale: TranslationLocale, field: TranslatedControlField) => (text: string) =>
    onChange(withTranslation(translations, locale, field, text));
  return (
    <fieldset className={styles.full}>
      <legend>{m.content_admin_translations()}</legend>
      <Stack gap="sm">
        <small>{m.content_admin_translations_hint()}</small>
        {error ? <p role="alert">{error}</p> : null}
        <Tabs.Root defaultValue={translationLocales[0]}>
          <Tabs.List aria-label={m.content_admin_translations()}>
            {translationLocales.map((locale) => (
              <Tabs.Trigger key={locale} value={locale}>
                {localeNames[locale]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {translationLocales.map((locale) => (
            <Tabs.Content key={locale} value={locale}>
              <Stack gap="sm">
                <TextField
                  label={label(m.common_title, locale)}
                  value={translations?.[locale]?.title ?? ''}
                  onValueChange={set(locale, 'title')}
                  maxLength={CONTROL_TITLE_MAX}
                  disabled={readOnly}
                  size="sm"
                />
                <Textarea
                  label={label(m.common_description, locale)}
                  value={translations?.[locale]?.description ?? ''}
                  onValueChange={set(locale, 'description')}
                  maxLength={CONTROL_TEXT_MAX}
                  disabled={readOnly}
                />
                <Textarea
                  label={label(m.content_admin_field_guidance, locale)}
                  value={translations?.[locale]?.guidance ?? ''}
                  onValueChange={set(locale, 'guidance')}
                  maxLength={CONTROL_TEXT_MAX}
                  disabled={readOnly}
                />
              </Stack>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Stack>
    </fieldset>
  );
}
