// SCIM 2.0 (`/scim/v2/...`, RFC 7644) for an organisation's identity provider: discovery
// (ServiceProviderConfig, ResourceTypes, Schemas), Users and Groups. Every request carries the
// organisation's SCIM token (`Authorization: Bearer assay_scim_…`), checked as API keys are
// (services/bearer-secrets.ts) and rate-limited by the REST API's limiter; the plan in force must
// include SCIM. Answers are `application/scim+json`; refusals use SCIM's error schema.
import { Hono } from 'hono';
import type { Context } from 'hono';
import { SCIM_MEDIA_TYPE, scimEndpointActions, scimErrorBody, ScimError } from '@assay/domain/scim';
import { httpAnswerOf } from '../core/errors.ts';
import type { Runtime } from '../core/pipeline.ts';
import { memberAccess } from '../data/identity.ts';
import { nextLiveMembership } from '../data/members/membership-claims.ts';
import type { RateLimiter } from '../data/api-requests/rate-limits.ts';
import { bearerText } from '../services/bearer-secrets.ts';
import {
  createScimGroup,
  createScimUser,
  deleteScimUser,
  getScimGroup,
  getScimUser,
  listScimGroups,
  listScimUsers,
  patchScimGroup,
  patchScimUser,
  replaceScimGroup,
  replaceScimUser,
  scimErrorOf,
} from '../services/scim-service.ts';
import type { ScimDeps } from '../services/scim-service.ts';
import { checkScimToken, scimIncluded } from '../services/scim-tokens-service.ts';
import type { ScimTokenCheckDeps } from '../services/scim-tokens-service.ts';
import { discovery } from './discovery.ts';

export const SCIM_BASE_PATH = '/scim/v2';

export interface ScimAppDeps {
  runtime: Runtime;
  organisationOf: ScimTokenCheckDeps['organisationOf'];
  rateLimiter: RateLimiter;
  /** Requests per minute: one token, and one caller's address (any token, valid or not). */
  limits: { perTokenPerMinute: number; perAddressPerMinute: number };
  /** The public origin (`https://app.example.com`) of resources' meta.location; a deployment without one refuses every request. */
  origin(): string;
}

export interface ScimBindings {
  clientAddress: string;
}

type Action = (typeof scimEndpointActions)[keyof typeof scimEndpointActions];

function answer(c: Context, status: number, body: unknown) {
  c.header('Cache-Control', 'no-store');
  if (status === 204) return c.body(null, 204);
  return c.body(JSON.stringify(body), status as 200, { 'Content-Type': SCIM_MEDIA_TYPE });
}

function refusal(c: Context, error: unknown, deps: ScimAppDeps) {
  const scim = scimErrorOf(error);
  if (scim) return answer(c, scim.status, scimErrorBody(scim.status, scim.message, scim.scimType));
  const http = httpAnswerOf(error, deps.runtime.logger, { scim: c.req.path });
  return answer(c, http.status, scimErrorBody(http.status, http.body.message));
}

async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ScimError(400, 'The body is not JSON.', 'invalidSyntax');
  }
}

export function createScimApp(deps: ScimAppDeps): Hono<{ Bindings: ScimBindings | undefined }> {
  const app = new Hono<{ Bindings: ScimBindings | undefined }>().basePath(SCIM_BASE_PATH);

  /** Authenticates the request and runs `work` with the organisation's SCIM dependencies; every error becomes a SCIM error. */
  const scim =
    (
      action: Action | null,
      work: (scimDeps: ScimDeps, c: Context) => [number, unknown] | Promise<[number, unknown]>,
    ) =>
    async (c: Context<{ Bindings: ScimBindings | undefined }>) => {
      try {
        const now = deps.runtime.now();
        const baseUrl = `${deps.origin()}${SCIM_BASE_PATH}`;
        const ip = c.env?.clientAddress ?? 'unknown';
        const text = bearerText(c.req.header('authorization'));
        const rate = await deps.rateLimiter.take(
          [
            ...(text
              ? [
                  {
                    scope: 'key' as const,
                    key: `scim:${text.slice(0, 23)}`,
                    limit: deps.limits.perTokenPerMinute,
                  },
                ]
              : []),
            { scope: 'address', key: ip, limit: deps.limits.perAddressPerMinute },
          ],
          now,
        );
        if (!rate.allowed) {
          c.header(
            'Retry-After',
            String(Math.max(1, Math.ceil((rate.resetAt.getTime() - now.getTime()) / 1000))),
          );
          return answer(c, 429, scimErrorBody(429, 'Too many requests. Wait and try again.'));
        }
        const checked = text
          ? await checkScimToken(text, {
              organisationOf: deps.organisationOf,
              org: (tid, actorUid) =>
                deps.runtime.backend.orgData(tid, {
                  actorUid,
                  action: action ?? 'scim-read',
                  at: now.toISOString(),
                }),
              now,
            })
          : null;
        if (!checked)
          throw new ScimError(
            401,
            'Send this organisation’s SCIM token as "Authorization: Bearer <token>". Create one on /admin.',
          );
        const organisation = await checked.org.organisation.get();
        if (!organisation || !scimIncluded(organisation, now))
          throw new ScimError(403, 'SCIM provisioning is part of the Business plan.');
        const { backend } = deps.runtime;
        const accounts = backend.sharingAccounts();
        const orgOf = (tid: string) =>
          backend.orgData(tid, { actorUid: 'scim', action: action ?? 'scim-read', at: now.toISOString() });
        const [status, body] = await work(
          {
            org: checked.org,
            access: memberAccess(
              accounts,
              checked.tid,
              nextLiveMembership((uid) => backend.accountMemberships(uid), orgOf, checked.tid),
            ),
            accounts,
            now,
            baseUrl,
          },
          c,
        );
        return answer(c, status, body);
      } catch (error) {
        return refusal(c, error, deps);
      }
    };

  const query = (c: Context) => ({
    filter: c.req.query('filter'),
    startIndex: c.req.query('startIndex'),
    count: c.req.query('count'),
    excludedAttributes: c.req.query('excludedAttributes'),
  });

  for (const [path, build] of Object.entries(discovery)) {
    app.get(
      path,
      scim(null, (d) => [200, build(d.baseUrl)]),
    );
  }

  app.get(
    '/Users',
    scim(null, async (d, c) => [200, await listScimUsers(d, query(c))]),
  );
  app.post(
    '/Users',
    scim(scimEndpointActions.createUser, async (d, c) => {
      const user = await createScimUser(d, await jsonBody(c));
      c.header('Location', user.meta.location);
      return [201, user];
    }),
  );
  app.get(
    '/Users/:id',
    scim(null, async (d, c) => [200, await getScimUser(d, c.req.param('id') ?? '')]),
  );
  app.put(
    '/Users/:id',
    scim(scimEndpointActions.replaceUser, async (d, c) => [
      200,
      await replaceScimUser(d, c.req.param('id') ?? '', await jsonBody(c)),
    ]),
  );
  app.patch(
    '/Users/:id',
    scim(scimEndpointActions.patchUser, async (d, c) => [
      200,
      await patchScimUser(d, c.req.param('id') ?? '', await jsonBody(c)),
    ]),
  );
  app.delete(
    '/Users/:id',
    scim(scimEndpointActions.deleteUser, async (d, c) => {
      await deleteScimUser(d, c.req.param('id') ?? '');
      return [204, null];
    }),
  );

  app.get(
    '/Groups',
    scim(null, async (d, c) => [200, await listScimGroups(d, query(c))]),
  );
  app.post(
    '/Groups',
    scim(null, async (_d, c) => createScimGroup(await jsonBody(c))),
  );
  app.get(
    '/Groups/:id',
    scim(null, async (d, c) => [200, await getScimGroup(d, c.req.param('id') ?? '', query(c))]),
  );
  app.put(
    '/Groups/:id',
    scim(scimEndpointActions.changeGroup, async (d, c) => [
      200,
      await replaceScimGroup(d, c.req.param('id') ?? '', await jsonBody(c)),
    ]),
  );
  app.patch(
    '/Groups/:id',
    scim(scimEndpointActions.changeGroup, async (d, c) => [
      200,
      await patchScimGroup(d, c.req.param('id') ?? '', await jsonBody(c)),
    ]),
  );

  app.notFound((c) => answer(c, 404, scimErrorBody(404, `No SCIM endpoint ${c.req.method} ${c.req.path}.`)));
  app.onError((error, c) => refusal(c, error, deps));
  return app;
}
