// Rendered at build time only (build/entry-documents.ts runs it in Node through Vite's SSR build,
// so the class names are the ones the browser build's CSS defines); never imported by a page.
import { createAnalytics } from '@assay/analytics';
import { AnalyticsProvider } from '@assay/analytics/react';
import { locales } from '@assay/domain/locales';
import { getLocale, overwriteGetLocale } from '@assay/messages/runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { ConsentBanner, ConsentProvider } from '../../consent/index.ts';

/**
 * What an entry document shows before its script runs, once per locale: the consent banner a
 * first visit is asked (the page's largest text, its LCP element), exactly as React renders it when
 * the page mounts and replaces it. Inert: its buttons work once the page has started.
 */
export function firstPaintMarkup(): string {
  const analytics = createAnalytics({ adapters: [] });
  const pageLocale = getLocale;
  try {
    return locales
      .map((locale) => {
        overwriteGetLocale(() => locale);
        const banner = renderToStaticMarkup(
          <AnalyticsProvider analytics={analytics}>
            <ConsentProvider>
              <ConsentBanner />
            </ConsentProvider>
          </AnalyticsProvider>,
        );
        return `<div data-first-paint="${locale}" inert>${banner}</div>`;
      })
      .join('');
  } finally {
    overwriteGetLocale(pageLocale);
  }
}
