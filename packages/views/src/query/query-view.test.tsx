import { QueryClient, QueryClientProvider, onlineManager, useQuery } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryView } from './query-view.tsx';

const words = {
  offline: 'Tenants need a connection.',
  loading: 'Loading tenants…',
  failed: 'Could not load tenants',
};

function Tenants({ fetch }: { fetch: () => Promise<string[]> }) {
  const view = queryView(useQuery({ queryKey: ['tenants'], queryFn: fetch, retry: false }), {
    ...words,
    missing: () => <p>No such tenant</p>,
  });
  if (view.screen) return view.screen;
  return <p>{view.data.join(', ')}</p>;
}

function show(fetch: () => Promise<string[]>) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <Tenants fetch={fetch} />
    </QueryClientProvider>,
  );
  return client;
}

afterEach(() => onlineManager.setOnline(true));

describe('queryView', () => {
  it('shows the loading state, then the data', async () => {
    let resolve: (value: string[]) => void = () => {};
    show(() => new Promise((r) => (resolve = r)));
    expect(screen.getByRole('status')).toHaveTextContent(words.loading);
    resolve(['Acme', 'Globex']);
    expect(await screen.findByText('Acme, Globex')).toBeInTheDocument();
  });

  it('says offline, not loading, when the query waits for a connection with nothing cached', () => {
    onlineManager.setOnline(false);
    show(() => Promise.resolve(['Acme']));
    expect(screen.getByText(words.offline)).toBeInTheDocument();
    expect(screen.queryByText(words.loading)).not.toBeInTheDocument();
  });

  it('offers a retry after a failure, and the retry shows the data', async () => {
    let calls = 0;
    show(() => (++calls === 1 ? Promise.reject(new Error('down')) : Promise.resolve(['Acme'])));
    expect(await screen.findByText(words.failed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button'));
    expect(await screen.findByText('Acme')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('shows the missing screen for not-found and for an id that cannot be one, a failure otherwise', async () => {
    const refused = (code: string) => Object.assign(new Error(code), { code: `functions/${code}` });
    show(() => Promise.reject(refused('not-found')));
    expect(await screen.findByText('No such tenant')).toBeInTheDocument();
    cleanup();
    show(() => Promise.reject(refused('invalid-argument')));
    expect(await screen.findByText('No such tenant')).toBeInTheDocument();
    cleanup();
    show(() => Promise.reject(refused('permission-denied')));
    expect(await screen.findByText(words.failed)).toBeInTheDocument();
    expect(screen.queryByText('No such tenant')).not.toBeInTheDocument();
  });

  it('keeps showing data it has when a refetch fails', async () => {
    let calls = 0;
    const client = show(() =>
      ++calls === 1 ? Promise.resolve(['Acme']) : Promise.reject(new Error('down')),
    );
    expect(await screen.findByText('Acme')).toBeInTheDocument();
    await client.refetchQueries({ queryKey: ['tenants'] });
    expect(calls).toBe(2);
    expect(screen.getByText('Acme')).toBeInTheDocument();
    expect(screen.queryByText(words.failed)).not.toBeInTheDocument();
  });
});
