// The `api` HTTP function's code (deployed in http/endpoints.ts) behind the hosting rewrite
// `/api/**`: the REST API of api/api-app.ts over firebase-admin. firebase-functions hands an
// Express-style request (with the raw body); it becomes a fetch Request for Hono, and Hono's
// Response is written back.
import { allContracts } from '@assay/domain/contracts';
import { createApiApp } from '../api/api-app.ts';
import { API_VERSION } from '../api/api-version.ts';
import { buildOpenApi } from '../api/openapi.ts';
import { clientAddress } from '../core/client-address.ts';
import { loadAllCallables } from '../callables/areas.ts';
import type { RequestHandler } from '../core/lazy-function.ts';
import { firestore } from '../core/firebase.ts';
import { defaultRuntime } from '../core/runtime.ts';
import { env } from '../env.ts';
import { toFetchRequest } from './fetch-request.ts';
import { apiKeyLookup } from '../data/api-keys/api-keys.ts';
import { firestoreIdempotency } from '../data/api-requests/idempotency.ts';
import { firestoreRateLimiter } from '../data/api-requests/rate-limits.ts';
import { firestoreStore } from '../data/store/firestore-store.ts';

/** Requests per minute: one key, all keys of one organisation together, and one caller's address (any key, valid or not). */
export const API_RATE_LIMITS = {
  perKeyPerMinute: 60,
  perOrgPerMinute: 300,
  perAddressPerMinute: 600,
} as const;

let openApi: unknown;

let app: ReturnType<typeof createApiApp> | undefined;

/** The `api` function's code (deployed in http/endpoints.ts): the REST API over every area's callables, built on the first request. */
export const serveApi: RequestHandler = async (req, res) => {
  if (!app) {
    const operations = await loadAllCallables();
    const lookup = apiKeyLookup(firestoreStore(firestore()));
    app = createApiApp({
      runtime: defaultRuntime(),
      operations,
      organisationOf: (publicId) => lookup.organisationOf(publicId),
      rateLimiter: firestoreRateLimiter(firestore()),
      idempotency: (tid) => firestoreIdempotency(firestore(), tid),
      limits: API_RATE_LIMITS,
      openApi: () => (openApi ??= buildOpenApi(allContracts, API_VERSION)),
    });
  }
  const response = await app.fetch(toFetchRequest(req, 'http://api.local'), {
    clientAddress: clientAddress(req, !env.isEmulator),
  });
  res.status(response.status);
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.send(Buffer.from(await response.arrayBuffer()));
};
