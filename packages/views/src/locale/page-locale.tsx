import type { AppLocale } from '@assay/domain/locales';
import { LocaleProvider, type UiText } from '@assay/ui';
import { useSyncExternalStore, type ReactNode } from 'react';
import { activeLocale, subscribeLocale } from './active-locale.ts';
import { intlLocale } from './format.ts';
import { uiText } from './ui-text.ts';

/** @assay/ui's words per language, made once each while that language is the active one. */
const texts = new Map<AppLocale, UiText>();

function textOf(locale: AppLocale): UiText {
  let text = texts.get(locale);
  if (!text) texts.set(locale, (text = uiText()));
  return text;
}

/**
 * The page's language for @assay/ui (Intl tag and its own words), following the page when it adopts
 * a tenant's client language in place (useClientLocale), so a dialog's Close or a pager's Next
 * speak the same language as the page around them.
 */
export function PageLocale({ children }: { children: ReactNode }) {
  const locale = useSyncExternalStore(subscribeLocale, activeLocale, activeLocale);
  return (
    <LocaleProvider locale={intlLocale(locale)} text={textOf(locale)}>
      {children}
    </LocaleProvider>
  );
}
