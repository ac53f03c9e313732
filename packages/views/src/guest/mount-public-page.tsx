import {
  type CallTransport,
  ClientProvider,
  createPublicRuntime,
  createQueryClient,
  type FirebaseClientConfig,
} from '@assay/client';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { renderPage } from '../app/render-page.tsx';
import { startLocale } from '../locale/index.ts';

/**
 * Starts one page opened from a link without signing in (a respondent's): the page alone, with
 * the query client and callables but without the application or Firebase Auth (issue 35). It
 * sends no analytics, so it sets no cookie and has nothing to ask consent for. `transport`: the
 * page's own (one that started the page's first read early), or the public transport.
 */
export function mountPublicPage(
  root: HTMLElement,
  {
    firebase,
    transport,
    page,
  }: { firebase: FirebaseClientConfig; transport?: CallTransport; page: ReactNode },
): void {
  startLocale();
  const client = createPublicRuntime(firebase, transport);
  renderPage(
    createRoot(root),
    <QueryClientProvider client={createQueryClient()}>
      <ClientProvider client={client}>{page}</ClientProvider>
    </QueryClientProvider>,
  );
}
