// What a page opened from a link without signing in (a respondent's) gets instead of the
// runtime: calls go out through the public transport (public-transport.ts), without Firebase Auth.
import type { AuthActions } from './auth-actions.ts';
import { createCallableClient, type CallTransport } from './callable.ts';
import type { AssayClient } from './client-context.tsx';
import type { FirebaseClientConfig } from './config.ts';
import { publicTransport } from './public-transport.ts';

const noSignIn = new Proxy({} as AuthActions, {
  get: (_, name) => () => {
    throw new Error(`authActions.${String(name)}: a public page has no sign-in`);
  },
});

/** `transport`: the public transport, or one whose first read was started early (startingEarly). */
export function createPublicRuntime(
  config: FirebaseClientConfig,
  transport: CallTransport = publicTransport(config),
): AssayClient {
  return {
    emulated: Boolean(config.emulators),
    call: createCallableClient(transport),
    authActions: noSignIn,
  };
}
