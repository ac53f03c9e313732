// The language a page speaks: the user's choice kept in this browser, else the browser's own
// preference negotiated against the five locales. Set once before the first render by the mount
// functions; choosing another reloads the page, so every text and format changes together.
import { isAppLocale, negotiateLocale, type AppLocale, type Locale } from '@assay/domain/locales';
import { getLocale, setLocale } from '@assay/messages/runtime';

const STORAGE_KEY = 'assay.locale';

/** Who re-renders when the page adopts a client language without a reload (the page's providers). */
const listeners = new Set<() => void>();

/** Calls `listener` whenever the page's language changes in place; returns the unsubscribe. */
export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function storedChoice(): AppLocale | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isAppLocale(value) ? value : null;
  } catch {
    return null; // storage blocked: the browser's languages decide
  }
}

/** Sets the messages' locale and `<html lang>` from the stored choice or the browser; returns it. */
export function startLocale(): AppLocale {
  const locale = storedChoice() ?? negotiateLocale(window.navigator.languages ?? []);
  void setLocale(locale, { reload: false });
  document.documentElement.lang = locale;
  return locale;
}

/**
 * Speaks `locale` (a tenant's client language, told by the server) when the visitor has not chosen
 * a language in this browser: their choice still wins. True when the page's language changed, so
 * the caller renders again in it.
 */
export function adoptClientLocale(locale: Locale): boolean {
  if (storedChoice() !== null || getLocale() === locale) return false;
  void setLocale(locale, { reload: false });
  document.documentElement.lang = locale;
  for (const listener of listeners) listener();
  return true;
}

/** Keeps the user's choice in this browser and reloads the page in it. */
export function chooseLocale(locale: AppLocale): void {
  window.localStorage.setItem(STORAGE_KEY, locale);
  window.location.reload();
}

/** The locale the page speaks now. */
export function activeLocale(): AppLocale {
  return getLocale();
}
