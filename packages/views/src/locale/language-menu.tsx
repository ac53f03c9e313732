import { isAppLocale, localeNames, locales } from '@assay/domain/locales';
import { m } from '@assay/messages';
import { mediaDown, Menu, useMediaQuery } from '@assay/ui';
import { activeLocale, chooseLocale } from './active-locale.ts';

/**
 * The account menu's languages, each named in its own words: a "Language" submenu, or on a
 * phone the choices themselves under a "Language" label (a submenu there opens beside the menu
 * and runs off a 390 px screen).
 */
export function LanguageMenu() {
  const phone = useMediaQuery(mediaDown('sm'));
  const choices = (
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
  );
  if (phone)
    return (
      <>
        <Menu.Label>{m.account_language()}</Menu.Label>
        {choices}
        <Menu.Separator />
      </>
    );
  return (
    <Menu.Sub>
      <Menu.SubTrigger>{m.account_language()}</Menu.SubTrigger>
      <Menu.SubContent>{choices}</Menu.SubContent>
    </Menu.Sub>
  );
}
