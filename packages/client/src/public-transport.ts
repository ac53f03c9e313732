// What a page opened from a link without signing in (a respondent's) calls through: the callable
// protocol without Firebase Auth, which such a page never downloads (issue 35). App Check still
// signs the calls where it is configured (production enforces it). Kept free of React, zod and
// the client's barrel, so an app's entry can start a link's first read before the page's modules
// have loaded (`@assay/client/public`).
import { callableUrlOf } from './callable-http.ts';
import type { CallTransport } from './callable.ts';
import { httpTransport, type TokenAuth } from './call-transport.ts';
import type { FirebaseClientConfig } from './config.ts';

/** Nobody is signed in on a public page, and nobody can become so there. */
const noUser: TokenAuth = { authStateReady: () => Promise.resolve(), currentUser: null };

export function publicTransport(config: FirebaseClientConfig): CallTransport {
  const siteKey = config.appCheckSiteKey;
  return httpTransport({
    auth: Promise.resolve(noUser),
    appCheck: siteKey
      ? import('./firebase-app-check.ts').then(({ appCheckWithoutAuth }) =>
          appCheckWithoutAuth(config, siteKey),
        )
      : Promise.resolve(null),
    url: callableUrlOf(config),
    // No session to end: a refused credential is the page's own answer (a bad link).
    sessionEnded: () => undefined,
  });
}

export interface EarlyTransport extends CallTransport {
  /**
   * Takes the early call's answer if it has come and was not a refusal: a page that mounts after
   * it shows it in its first render instead of a loading state (issue 35). Taken, it is not given
   * to a call any more: the page's next identical call goes out.
   */
  readonly arrived: () => { readonly answer: unknown } | undefined;
}

/**
 * `transport`, with the call `name(data)` sent at once: the page's first identical call (same
 * name, same data) takes that answer, whether it has come yet or not, and sends nothing; every
 * other call, and a second identical one, goes out as usual. A refusal reaches that first call
 * as it would have reached it over the wire.
 */
export function startingEarly(transport: CallTransport, name: string, data: unknown): EarlyTransport {
  const early = canonical([name, data]);
  let started: Promise<unknown> | undefined = transport.invoke(name, data);
  let arrived: { answer: unknown } | undefined;
  // Nobody may ask for it (the page failed to load): its refusal is not an unhandled one.
  started.then(
    (answer) => (arrived = { answer }),
    () => undefined,
  );
  return {
    ...transport,
    arrived: () => {
      if (!started || !arrived) return undefined;
      started = undefined;
      return arrived;
    },
    invoke: (callName, callData) => {
      if (started && canonical([callName, callData]) === early) {
        const answer = started;
        started = undefined;
        return answer;
      }
      return transport.invoke(callName, callData);
    },
  };
}

/** JSON with every object's keys in order: the same data in whatever order its keys were written. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

export { firebaseConfigFromEnv, type FirebaseClientConfig } from './config.ts';
export type { CallTransport } from './callable.ts';
