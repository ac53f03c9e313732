import { CONSENT_STORAGE_KEY, createAnalytics, readConsent } from '@assay/analytics';
import { AnalyticsProvider } from '@assay/analytics/react';
import { locales } from '@assay/domain/locales';
import { setLocale } from '@assay/messages/runtime';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { entryDocument, paintsWith } from '../../../build/entry-documents.ts';
import { ConsentBanner, ConsentProvider } from '../../consent/index.ts';
import { startLocale } from '../../locale/index.ts';
import { firstPaintMarkup } from './render.tsx';
import { FIRST_PAINT_SCRIPT } from './script.ts';

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-paint');
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** Runs the inline script as the browser would in <head>; what it set on <html>. */
function runScript(languages: string[], stored: Record<string, string> = {}) {
  for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
  vi.stubGlobal('navigator', { ...window.navigator, languages });
  document.documentElement.removeAttribute('data-paint');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the inline script, run as the page runs it
  const inline = new Function(FIRST_PAINT_SCRIPT) as () => void;
  inline();
  return { lang: document.documentElement.lang, paint: document.documentElement.getAttribute('data-paint') };
}

describe("the entry documents' inline script", () => {
  it.each([
    [['ja', 'de-AT', 'fr'], {}],
    [['NL-be'], {}],
    [['pt-BR'], {}],
    [[], {}],
    [['de'], { 'assay.locale': 'es' }],
    [['de'], { 'assay.locale': 'en-XA' }],
    [['fr'], { 'assay.locale': 'it' }],
  ])('picks the locale startLocale picks (browser %j, stored %j)', (languages, stored) => {
    const { lang } = runScript(languages, stored);
    expect(lang).toBe(startLocale());
  });

  it('shows the copy in that locale while the analytics choice is not made, and none once it is', () => {
    expect(runScript(['fr-CA']).paint).toBe('fr');
    for (const choice of ['granted', 'denied']) {
      window.localStorage.clear();
      const { lang, paint } = runScript(['fr-CA'], { [CONSENT_STORAGE_KEY]: choice });
      expect(readConsent(window.localStorage)).not.toBeNull();
      expect([lang, paint]).toEqual(['fr', null]);
    }
    window.localStorage.clear();
    expect(runScript(['fr-CA'], { [CONSENT_STORAGE_KEY]: 'maybe' }).paint).toBe('fr');
  });
});

describe('firstPaintMarkup', () => {
  it('holds, per locale, exactly the consent banner React renders when the page mounts, inert', async () => {
    const holder = document.createElement('div');
    holder.innerHTML = firstPaintMarkup();
    const copies = [...holder.querySelectorAll<HTMLElement>(':scope > [data-first-paint]')];
    expect(copies.map((copy) => copy.dataset.firstPaint)).toEqual([...locales]);
    for (const copy of copies) {
      expect(copy.inert || copy.hasAttribute('inert')).toBe(true);
      await setLocale(copy.dataset.firstPaint as (typeof locales)[number], { reload: false });
      const { container, unmount } = render(
        <AnalyticsProvider analytics={createAnalytics({ adapters: [] })}>
          <ConsentProvider>
            <ConsentBanner />
          </ConsentProvider>
        </AnalyticsProvider>,
      );
      expect(container.innerHTML).not.toBe('');
      expect(copy.innerHTML).toBe(container.innerHTML);
      unmount();
    }
    await setLocale('en', { reload: false });
  });
});

describe('paintsWith', () => {
  const markup = '<section class="a1 b2"><button class="c3">x</button></section>';
  it('takes a stylesheet with a rule for a class of the markup or for which copy shows, no other', () => {
    expect(paintsWith(markup, '.zz{color:red}.c3{color:blue}')).toBe(true);
    expect(paintsWith(markup, '#root [data-first-paint]{display:none}')).toBe(true);
    expect(paintsWith(markup, '.a10{color:red}.b2-x{}')).toBe(false);
    expect(paintsWith(markup, '.zz{color:red}')).toBe(false);
  });
});

describe('entryDocument', () => {
  const index =
    '<html><head><script type="module" src="/p/assets/index.js"></script><link rel="stylesheet" href="/p/assets/index.css"></head>' +
    '<body><div id="root"><div data-boot role="status">Loading</div></div></body></html>';
  const manifest = {
    'index.html': { file: 'assets/index.js', css: ['assets/index.css'], isEntry: true },
    'src/page-entry.tsx': {
      file: 'assets/page.js',
      imports: ['_shared.js', 'index.html'],
      css: ['assets/page.css'],
    },
    '_shared.js': {
      file: 'assets/shared.js',
      imports: ['index.html'],
      css: ['assets/shared.css', 'assets/index.css'],
    },
    'src/other.tsx': { file: 'assets/other.js', css: ['assets/other.css'] },
  };

  it('puts the first paint in #root and links the stylesheets it uses, once, with the script', () => {
    const html = entryDocument(index, {
      manifest,
      entry: 'src/page-entry.tsx',
      base: '/p/',
      markup: '<b>x</b>',
      paints: (css) => css !== 'assets/page.css',
    });
    expect(html).toContain('<div id="root"><b>x</b><div data-boot');
    expect(html).toContain(`<script>${FIRST_PAINT_SCRIPT}</script>`);
    const hrefs = (rel: string) =>
      [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]* href="([^"]+)"`, 'g'))].map((match) => match[1]);
    expect(hrefs('stylesheet')).toEqual(['/p/assets/index.css', '/p/assets/shared.css']);
    expect(html).not.toContain('modulepreload');
  });

  it('refuses an entry the build did not make', () => {
    expect(() =>
      entryDocument(index, { manifest, entry: 'src/missing.tsx', base: '/', markup: '', paints: () => true }),
    ).toThrow(/not in the build manifest/);
  });
});
