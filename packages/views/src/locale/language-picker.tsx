import { localeNames, locales } from '@assay/domain/locales';
import { m } from '@assay/messages';
import { activeLocale, chooseLocale } from './active-locale.ts';
import * as styles from './language-picker.css.ts';

/** The account menu's choice of language; each is named in its own words. */
export function LanguagePicker() {
  const current = activeLocale();
  return (
    <label className={styles.picker}>
      {m.account_language()}
      <select
        className={styles.select}
        value={current}
        onChange={(event) => chooseLocale(event.currentTarget.value as (typeof locales)[number])}
      >
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {localeNames[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}
