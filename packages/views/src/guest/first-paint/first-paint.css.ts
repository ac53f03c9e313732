// Which prerendered copy of the first paint shows (see script.ts): each copy is hidden unless the
// inline script named its locale on <html>. Without the script (blocked, failed) none shows and
// the page paints when its script has run, as before.
import { locales } from '@assay/domain/locales';
import { globalStyle } from '@vanilla-extract/css';

globalStyle('#root [data-first-paint]', { display: 'none' });
for (const locale of locales)
  globalStyle(`html[data-paint="${locale}"] #root [data-first-paint="${locale}"]`, { display: 'contents' });
