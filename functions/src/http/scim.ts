// The `scimApi` HTTP function's code (deployed in http/endpoints.ts) behind the hosting rewrite
// `/scim/**`: SCIM 2.0 provisioning (scim/scim-app.ts) over firebase-admin.
import { appOrigin } from '../config/settings.ts';
import { clientAddress } from '../core/client-address.ts';
import { firestore } from '../core/firebase.ts';
import type { RequestHandler } from '../core/lazy-function.ts';
import { defaultRuntime } from '../core/runtime.ts';
import { firestoreRateLimiter } from '../data/api-requests/rate-limits.ts';
import { scimTokenLookup } from '../data/scim/scim-tokens.ts';
import { firestoreStore } from '../data/store/firestore-store.ts';
import { env } from '../env.ts';
import { createScimApp } from '../scim/scim-app.ts';
import { toFetchRequest } from './fetch-request.ts';

/** Requests per minute: one token (a directory sync sends bursts), and one caller's address. */
export const SCIM_RATE_LIMITS = { perTokenPerMinute: 600, perAddressPerMinute: 1200 } as const;

let app: ReturnType<typeof createScimApp> | undefined;

export const serveScim: RequestHandler = async (req, res) => {
  if (!app) {
    const lookup = scimTokenLookup(firestoreStore(firestore()));
    app = createScimApp({
      runtime: defaultRuntime(),
      organisationOf: (publicId) => lookup.organisationOf(publicId),
      rateLimiter: firestoreRateLimiter(firestore()),
      limits: SCIM_RATE_LIMITS,
      origin: () => appOrigin('SCIM provisioning'),
    });
  }
  const response = await app.fetch(toFetchRequest(req, 'http://scim.local'), {
    clientAddress: clientAddress(req, !env.isEmulator),
  });
  res.status(response.status);
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.send(Buffer.from(await response.arrayBuffer()));
};
