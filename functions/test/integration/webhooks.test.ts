// Outbound webhooks against the emulators (issue 28): a change's event goes from its transaction
// through the Cloud Tasks queue functions (webhookDispatch, webhookDeliver) to a real local
// receiver that verifies each request's signature with the `standardwebhooks` library, as a
// customer's receiver would, and de-duplicates by `webhook-id`.
import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tenant } from '@assay/domain/tenants';
import { WEBHOOK_ENDPOINTS_MAX } from '@assay/domain/webhooks';
// `standardwebhooks`' Webhook.verify, as a receiver calls it.
import { verifyWebhook } from '@assay/domain/webhooks/signing';
import type { WebhookDelivery, WebhookEndpoint, WebhookEventType } from '@assay/domain/webhooks';
import { firestoreOrgData } from '../../src/data/org-data.ts';
import { createEndpoint } from '../../src/services/webhooks/endpoints-service.ts';
import { adminDb, callOk } from './support/emulators.ts';
import type { TestUser } from './support/emulators.ts';
import { createOrg, createOrgWithMembers } from './support/world.ts';
import { markWrites, writesSince } from './support/writes.ts';

interface Received {
  path: string;
  id: string;
  type: string;
  at: number;
  /** Whether this webhook-id was handled before (the receiver then only acknowledges). */
  duplicate: boolean;
}

/**
 * A customer's receiver on 127.0.0.1: verifies each request with the endpoint's secret (by path),
 * keeps what it handled once per `webhook-id`, and answers what `answer` says (200 by default).
 */
function receiver() {
  const secrets = new Map<string, string>();
  const received: Received[] = [];
  const refused: string[] = [];
  const handled = new Set<string>();
  let answer: (request: { path: string; count: number }) => number = () => 200;
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
  const server: Server = createServer((request, response) => {
    void read(request).then((body) => {
      const path = request.url ?? '/';
      const secret = secrets.get(path);
      try {
        if (!secret) throw new Error(`no endpoint at ${path}`);
        const event = verifyWebhook(secret, body, {
          'webhook-id': String(request.headers['webhook-id']),
          'webhook-timestamp': String(request.headers['webhook-timestamp']),
          'webhook-signature': String(request.headers['webhook-signature']),
        }) as { type: string };
        const id = String(request.headers['webhook-id']);
        const count = received.filter((entry) => entry.path === path).length + 1;
        received.push({ path, id, type: event.type, at: Date.now(), duplicate: handled.has(id) });
        const status = answer({ path, count });
        if (status < 300) handled.add(id);
        response.writeHead(status).end(status < 300 ? 'ok' : 'failing on purpose');
      } catch (error) {
        refused.push(String(error));
        response.writeHead(400).end('signature refused');
      }
    });
  });
  return {
    received,
    refused,
    secrets,
    answer: (next: typeof answer) => void (answer = next),
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function until<T>(what: string, check: () => Promise<T | undefined> | T | undefined, ms = 150_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const hook = receiver();
let origin = '';
let owner: TestUser;
let orgId = '';

beforeAll(async () => {
  origin = await hook.start();
  const created = await createOrgWithMembers('Webhooks', 'team', { owner: 'owner' });
  owner = created.users.owner;
  orgId = created.org.id;
});

// The failing endpoints keep their retries queued for hours: their deliveries go, so a retry
// that runs later finds nothing to attempt and writes nothing while other files check that a
// call wrote nothing (the emulator's queue runs retries at once, and the suite shares it).
afterAll(async () => {
  await hook.stop();
  for (const name of ['webhookDeliveries', 'webhookEndpoints'])
    await adminDb().recursiveDelete(adminDb().collection(`orgs/${orgId}/${name}`));
});

async function addEndpoint(path: string, eventTypes: WebhookEventType[], url = `${origin}${path}`) {
  const { endpoint, secret } = await callOk<{ endpoint: WebhookEndpoint; secret: string }>(
    'webhooks-create',
    { url, eventTypes },
    owner.idToken,
  );
  hook.secrets.set(path, secret);
  return endpoint;
}

/** The `q` quantile of sorted figures (nearest rank). */
const pick = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

const at = (path: string) => hook.received.filter((entry) => entry.path === path);

async function deliveries(endpointId: string): Promise<WebhookDelivery[]> {
  return (
    await callOk<{ items: WebhookDelivery[] }>('webhooks-listDeliveries', { endpointId }, owner.idToken)
  ).items;
}

// Each test waits for the queues (a retry's backoff, a burst of events): minutes on a loaded machine.
describe('webhook delivery through the queue functions', { timeout: 180_000 }, () => {
  it('retries a delivery answered 500 under the same webhook-id; the receiver handles it once', async () => {
    const endpoint = await addEndpoint('/retry', ['tenant.created']);
    hook.answer(({ path, count }) => (path === '/retry' && count === 1 ? 500 : 200));
    const tenant = await callOk<Tenant>(
      'tenants-create',
      { name: 'Retry Ltd', kind: 'client' },
      owner.idToken,
    );
    const [first, second] = await until('a retry', () =>
      at('/retry').length >= 2 ? at('/retry') : undefined,
    );
    expect(first?.type).toBe('tenant.created');
    expect(second?.id).toBe(first?.id);
    expect(at('/retry').filter((entry) => !entry.duplicate)).toHaveLength(2);
    expect(hook.refused).toEqual([]);
    const [delivery] = await deliveries(endpoint.id);
    expect(delivery).toMatchObject({ status: 'succeeded', eventId: first?.id, eventType: 'tenant.created' });
    expect(delivery?.attempts.map((attempt) => attempt.httpStatus)).toEqual([200, 500]);
    // The retry waited for its backoff (10 s ± 50 %), not the emulator's queue running it at once.
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(4_500);
    expect(tenant.name).toBe('Retry Ltd');
    hook.answer(() => 200);
    // Nothing more comes: the receiver saw the event handled once.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(new Set(at('/retry').map((entry) => entry.id)).size).toBe(1);
  });

  it('records a refused connection as a failed attempt with its next attempt scheduled', async () => {
    // A port nothing listens on: the receiver closed it.
    const closed = receiver();
    const closedOrigin = await closed.start();
    await closed.stop();
    const endpoint = await addEndpoint('/refused', ['tenant.created'], `${closedOrigin}/refused`);
    await callOk('webhooks-sendTest', { endpointId: endpoint.id }, owner.idToken);
    const [delivery] = await until('a refused attempt', async () => {
      const found = await deliveries(endpoint.id);
      return found[0]?.attempts.length ? found : undefined;
    });
    expect(delivery).toMatchObject({ status: 'pending', eventType: 'webhook.test' });
    expect(delivery?.attempts).toMatchObject([{ attempt: 1, error: 'connection-refused' }]);
    expect(Date.parse(delivery?.nextAttemptAt ?? '')).toBeGreaterThan(Date.now());
  });

  it('sends a test event to its endpoint only', async () => {
    const one = await addEndpoint('/test-one', ['tenant.archived']);
    await addEndpoint('/test-two', ['tenant.archived']);
    const { eventId } = await callOk<{ eventId: string }>(
      'webhooks-sendTest',
      { endpointId: one.id },
      owner.idToken,
    );
    const [received] = await until('the test event', () =>
      at('/test-one').length > 0 ? at('/test-one') : undefined,
    );
    expect(received).toMatchObject({ id: eventId, type: 'webhook.test' });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(at('/test-two')).toEqual([]);
    expect(at('/test-one')).toHaveLength(1);
  });

  it('delivers an endpoint’s events in the order of their changes, and measures commit-to-delivery', async () => {
    const endpoint = await addEndpoint('/order', ['tenant.created', 'tenant.updated', 'tenant.archived']);
    const committed: number[] = [];
    const mark = await markWrites();
    const tenant = await callOk<Tenant>(
      'tenants-create',
      { name: 'Order Ltd', kind: 'client' },
      owner.idToken,
    );
    committed.push(Date.now());
    const renames = 8;
    for (let i = 1; i <= renames; i += 1) {
      await callOk('tenants-update', { tenantId: tenant.id, name: `Order Ltd ${i}` }, owner.idToken);
      committed.push(Date.now());
    }
    await callOk('tenants-archive', { tenantId: tenant.id }, owner.idToken);
    committed.push(Date.now());
    const events = renames + 2;
    const received = await until('every event', () =>
      at('/order').length >= events ? at('/order') : undefined,
    );
    expect(received.map((entry) => entry.type)).toEqual([
      'tenant.created',
      ...Array.from({ length: renames }, () => 'tenant.updated'),
      'tenant.archived',
    ]);
    const statuses = (await deliveries(endpoint.id)).map((delivery) => delivery.status);
    expect(statuses).toEqual(Array.from({ length: events }, () => 'succeeded'));
    // Figures (printed, never asserted): from each call's answer (its change committed) to the receiver.
    const latencies = received.map((entry, i) => entry.at - (committed[i] ?? entry.at)).sort((a, b) => a - b);
    const writes = (await writesSince(mark)).filter(
      (write) => write.path.includes('/webhookEvents/') || write.path.includes(`_${endpoint.id}`),
    );
    console.log(
      `[webhooks] commit → delivery, ${latencies.length} changes in a burst (in order): p50 ${pick(latencies, 0.5)} ms, p95 ${pick(latencies, 0.95)} ms; ` +
        `documents written for them: ${writes.length} (${writes.filter((w) => w.path.includes('/webhookEvents/')).length} outbox, ` +
        `${writes.filter((w) => w.path.includes('/webhookDeliveries/')).length} deliveries)`,
    );
  });
});

describe('webhook endpoints', () => {
  it(`holds at most ${WEBHOOK_ENDPOINTS_MAX} endpoints when creates race for the last places`, async () => {
    const capped = await createOrg('Webhook cap', 'team', []);
    const create = () => {
      const now = new Date();
      return createEndpoint(
        firestoreOrgData(adminDb(), capped.id, {
          actorUid: 'u-owner',
          action: 'webhooks-create',
          at: now.toISOString(),
        }),
        { url: 'https://hooks.example.com/assay', eventTypes: ['tenant.created'], enabled: false },
        { now, actorUid: 'u-owner', allowLoopback: false },
      );
    };
    for (let i = 0; i < WEBHOOK_ENDPOINTS_MAX - 2; i += 1) await create();
    // Five at once: each would count 8 before any of them commits.
    const raced = await Promise.allSettled(Array.from({ length: 5 }, create));
    expect(raced.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(2);
    expect(
      raced.flatMap((outcome) =>
        outcome.status === 'rejected' ? [(outcome.reason as { code?: string }).code] : [],
      ),
    ).toEqual(['resource-exhausted', 'resource-exhausted', 'resource-exhausted']);
    const stored = await adminDb()
      .collection('orgs')
      .doc(capped.id)
      .collection('webhookEndpoints')
      .count()
      .get();
    expect(stored.data().count).toBe(WEBHOOK_ENDPOINTS_MAX);
  });
});
