import { isAppLocale, localeNames, locales } from '@assay/domain/locales';
import { m } from '@assay/messages';
import { Menu } from '@assay/ui';
import { activeLocale, chooseLocale } from './active-locale.ts';

/** The account menu's "Language" submenu; each language is named in its own words. */
export function LanguageMenu() {
  return (
    <Menu.Sub>
      <Menu.SubTrigger>{m.account_language()}</Menu.SubTrigger>
      <Menu.SubContent>
        <Menu.RadioGroup
          value={activeLocale()}
          onValueChange={(value) => {
            if (isAppLocale(value)) chooseLocale(value);
          }}
        >
          {locales.map((locale) => (
            <Menu.RadioItem key={locale} value={locale} lang={locale}>
              {localeNames[locale]}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.SubContent>
    </Menu.Sub>
  );
}
