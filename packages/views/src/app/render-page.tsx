import { ThemeProvider, ToastProvider } from '@assay/ui';
import { startTransition, StrictMode, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { PageLocale } from '../locale/page-locale.tsx';

/**
 * Renders a page in the frame every start shares (the apps, a guest page, a public page): strict
 * mode, theme, the page's locale for Intl and @assay/ui's own words, toasts. The first render is a transition: React renders
 * it in slices of a few milliseconds and yields between them, so a phone's main thread is never
 * held for the whole tree at once (Lighthouse's total blocking time, issue 35); whatever the root
 * shows until then (the boot indicator of index.html) stays until the page commits.
 */
export function renderPage(root: Root, page: ReactNode): void {
  startTransition(() =>
    root.render(
      <StrictMode>
        <ThemeProvider>
          <PageLocale>
            <ToastProvider>{page}</ToastProvider>
          </PageLocale>
        </ThemeProvider>
      </StrictMode>,
    ),
  );
}
