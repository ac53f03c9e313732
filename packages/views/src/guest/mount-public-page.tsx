import {
  type CallTransport,
  ClientProvider,
  createPublicRuntime,
  createQueryClient,
  type FirebaseClientConfig,
} from '@assay/client';
import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
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
    answered = [],
  }: {
    firebase: FirebaseClientConfig;
    transport?: CallTransport;
    page: ReactNode;
    /** Queries whose answers have already come (a read started early): the first render shows them. */
    answered?: readonly (readonly [QueryKey, unknown])[];
  },
): void {
  startLocale();
  const client = createPublicRuntime(firebase, transport);
  const queryClient = createQueryClient();
  for (const [queryKey, data] of answered) queryClient.setQueryData(queryKey, data);
  renderPage(
    createRoot(root),
    <QueryClientProvider client={queryClient}>
      <ClientProvider client={client}>{page}</ClientProvider>
    </QueryClientProvider>,
  );
}
