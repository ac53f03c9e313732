import { createContext, useContext, type ReactNode } from 'react';
import type { AuthActions } from './auth-actions.ts';
import type { CallFn } from './callable.ts';

export interface AssayClient {
  call: CallFn;
  authActions: AuthActions;
  emulated: boolean;
}

const ClientContext = createContext<AssayClient | null>(null);

export function ClientProvider({ client, children }: { client: AssayClient; children: ReactNode }) {
  return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>;
}

export function useClient(): AssayClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error('useClient must be used inside <ClientProvider>');
  return client;
}

/** The typed callable function, for fetchers in feature api files. */
export function useCall(): CallFn {
  return useClient().call;
}
