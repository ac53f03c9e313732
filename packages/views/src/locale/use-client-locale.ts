import type { Locale } from '@assay/domain/locales';
import { useLayoutEffect, useReducer } from 'react';
import { adoptClientLocale } from './active-locale.ts';

/**
 * A page whose language the server tells (the tenant's client language): once it is known, the
 * page speaks it unless the visitor chose another, rendering again before the browser paints.
 * Only the calling component's tree renders again: call it at the top of the page.
 */
export function useClientLocale(locale: Locale | undefined): void {
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);
  useLayoutEffect(() => {
    if (locale && adoptClientLocale(locale)) renderAgain();
  }, [locale]);
}
