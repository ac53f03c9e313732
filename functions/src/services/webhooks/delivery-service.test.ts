import { describe, expect, it } from 'vitest';
import { verifyWebhook } from '@assay/domain/webhooks/signing';
import { memoryOrgData } from '../../../test/support/memory-org-data.ts';
import { orgFixture } from '../../../test/support/org-fixture.ts';
import { memoryStore } from '../../data/store/memory-store.ts';
import { createTenant } from '../tenants-service.ts';
import {
  attemptDelivery,
  fanOut,
  retryDelayMs,
  WEBHOOK_BACKOFF_MAX_MS,
  WEBHOOK_DISABLE_AFTER_MS,
} from './delivery-service.ts';
import { createEndpoint, rotateSecret, sendTestEvent } from './endpoints-service.ts';
import type { SendResult, WebhookSender } from './sender.ts';

const now = new Date('2026-03-01T10:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const HOUR = 3_600_000;

/** A receiver that answers the given results in turn and keeps what it was sent. */
function receiver(...answers: Omit<SendResult, 'latencyMs'>[]) {
  const sent: { url: string; headers: Record<string, string>; body: string }[] = [];
  const send: WebhookSender = (url, headers, body) => {
    sent.push({ url, headers, body });
    return Promise.resolve({ latencyMs: 7, ...(answers[sent.length - 1] ?? { httpStatus: 200 }) });
  };
  return { send, sent };
}

async function world(eventTypes: ('tenant.created' | 'tenant.archived')[] = ['tenant.created']) {
  const store = memoryStore();
  const org = await orgFixture('org-a', {
    store,
    organisation: { plan: 'team' },
    members: { 'u-owner': 'owner', 'u-editor': 'editor' },
    // Events occur at `now`: a delivery's retries and its order are timed from its event.
    stamp: { actorUid: 'u-owner', action: 'test', at: now.toISOString() },
  });
  const created = await createEndpoint(
    org,
    { url: 'https://hooks.example.com/a', eventTypes, enabled: true },
    { now, actorUid: 'u-owner', allowLoopback: false },
  );
  const other = await createEndpoint(
    org,
    { url: 'https://hooks.example.com/b', eventTypes: ['tenant.archived'], enabled: true },
    { now, actorUid: 'u-owner', allowLoopback: false },
  );
  const outboxIds = () =>
    store
      .collection(`orgs/org-a/webhookEvents`)
      .filter((data) => data.dispatched !== true)
      .map((data) => String(data.id));
  return { org, store, endpoint: created.endpoint, secret: created.secret, other: other.endpoint, outboxIds };
}

describe('retryDelayMs', () => {
  it('doubles from 10 s up to an hour, within ±50 % jitter', () => {
    expect(retryDelayMs(1, () => 0.5)).toBe(10_000);
    expect(retryDelayMs(2, () => 0.5)).toBe(20_000);
    expect(retryDelayMs(3, () => 0)).toBe(20_000);
    expect(retryDelayMs(3, () => 0.999)).toBeLessThan(60_000);
    expect(retryDelayMs(30, () => 0.5)).toBe(WEBHOOK_BACKOFF_MAX_MS);
  });
});

describe('fanOut', () => {
  it('makes one delivery per subscribed, enabled endpoint, once', async () => {
    const { org, endpoint, outboxIds } = await world();
    await createTenant(org, 'u-owner', { name: 'Fabrikam', kind: 'client' }, { now });
    const [eventId] = outboxIds();
    if (!eventId) throw new Error('no event');
    expect(await fanOut(org, eventId)).toEqual([`${eventId}_${endpoint.id}`]);
    expect(await fanOut(org, eventId)).toEqual([]);
    expect(outboxIds()).toEqual([]);
  });
});

describe('attemptDelivery', () => {
  it('posts the event signed per Standard Webhooks, with the event id, and records the attempt', async () => {
    const { org, endpoint, secret, outboxIds } = await world();
    await createTenant(org, 'u-owner', { name: 'Fabrikam', kind: 'client' }, { now });
    const [deliveryId] = await fanOut(org, outboxIds()[0] ?? '');
    const { send, sent } = receiver({ httpStatus: 204, responseExcerpt: '' });
    // Signed at the real time: receivers refuse a timestamp more than 5 minutes off.
    expect(
      await attemptDelivery(org, deliveryId ?? '', { now: new Date(), send, developerUrl: 'x' }),
    ).toEqual({
      kind: 'succeeded',
    });
    const [request] = sent;
    expect(request?.url).toBe(endpoint.url);
    expect(verifyWebhook(secret, request?.body ?? '', request?.headers ?? {})).toMatchObject({
      type: 'tenant.created',
      data: { tenant: { name: 'Fabrikam' } },
    });
    expect(request?.headers['webhook-id']).toMatch(/^evt_/);
    const stored = await org.webhookDeliveries.get(deliveryId ?? '');
    expect(stored).toMatchObject({
      status: 'succeeded',
      attempts: [{ attempt: 1, httpStatus: 204, latencyMs: 7 }],
    });
    // A second run of the same task sends nothing.
    expect(await attemptDelivery(org, deliveryId ?? '', { now, send, developerUrl: 'x' })).toEqual({
      kind: 'skipped',
    });
    expect(sent).toHaveLength(1);
  });

  it('retries with backoff, under the same event id, until 24 hours after the event, then gives up', async () => {
    const { org, outboxIds } = await world();
    await createTenant(org, 'u-owner', { name: 'Fabrikam', kind: 'client' }, { now });
    const [deliveryId = ''] = await fanOut(org, outboxIds()[0] ?? '');
    const failing = receiver(
      ...Array.from({ length: 40 }, () => ({ httpStatus: 500, responseExcerpt: 'boom' })),
    );
    let at = now;
    const outcomes: string[] = [];
    for (;;) {
      const outcome = await attemptDelivery(org, deliveryId, {
        now: at,
        send: failing.send,
        developerUrl: 'x',
        random: () => 0.5,
      });
      outcomes.push(outcome.kind);
      if (outcome.kind !== 'retry') break;
      at = new Date(at.getTime() + outcome.delayMs);
    }
    expect(outcomes.at(-1)).toBe('failed');
    expect(at.getTime() - now.getTime()).toBeLessThanOrEqual(24 * HOUR);
    expect(new Set(failing.sent.map((request) => request.headers['webhook-id'])).size).toBe(1);
    const stored = await org.webhookDeliveries.get(deliveryId);
    expect(stored?.attempts[0]).toMatchObject({
      attempt: failing.sent.length,
      httpStatus: 500,
      responseExcerpt: 'boom',
    });
    expect(stored?.nextAttemptAt).toBeUndefined();
  });

  it('signs with both secrets during a rotation’s overlap', async () => {
    const { org, endpoint, secret } = await world();
    const rotated = await rotateSecret(org, { endpointId: endpoint.id, overlapHours: 24 }, new Date());
    const { eventId } = await sendTestEvent(org, endpoint.id);
    const [deliveryId = ''] = await fanOut(org, eventId);
    const { send, sent } = receiver();
    await attemptDelivery(org, deliveryId, { now: new Date(), send, developerUrl: 'x' });
    const request = sent[0];
    expect(verifyWebhook(secret, request?.body ?? '', request?.headers ?? {})).toBeTruthy();
    expect(verifyWebhook(rotated.secret, request?.body ?? '', request?.headers ?? {})).toBeTruthy();
  });

  it('disables an endpoint failing for 3 days and mails its owners, once', async () => {
    const { org, endpoint } = await world();
    const refused = receiver(...Array.from({ length: 10 }, () => ({ error: 'connection-refused' as const })));
    const attemptAt = async (at: Date) => {
      const { eventId } = await sendTestEvent(org, endpoint.id);
      const [deliveryId = ''] = await fanOut(org, eventId);
      return attemptDelivery(org, deliveryId, {
        now: at,
        send: refused.send,
        developerUrl: 'https://app.test/developer',
      });
    };
    await attemptAt(now);
    await attemptAt(later(WEBHOOK_DISABLE_AFTER_MS - 1));
    expect((await org.webhookEndpoints.get(endpoint.id))?.enabled).toBe(true);
    expect(org.state.mail).toEqual([]);
    await attemptAt(later(WEBHOOK_DISABLE_AFTER_MS));
    expect(await org.webhookEndpoints.get(endpoint.id)).toMatchObject({
      enabled: false,
      disabledReason: 'failing',
    });
    expect(org.state.mail.map((mail) => mail.to)).toEqual(['u-owner@x.test']);
    expect(org.state.mail[0]?.text).toContain('https://app.test/developer');
    await attemptAt(later(WEBHOOK_DISABLE_AFTER_MS + HOUR));
    expect(org.state.mail).toHaveLength(1);
  });

  it('stops a delivery whose endpoint was deleted or disabled', async () => {
    const { org, other, outboxIds } = await world(['tenant.archived']);
    const { archiveTenant } = await import('../tenants-service.ts');
    const tenant = await createTenant(org, 'u-owner', { name: 'Fabrikam', kind: 'client' }, { now });
    await archiveTenant(org, tenant.id, now);
    const ids = outboxIds();
    const deliveries = (await Promise.all(ids.map((id) => fanOut(org, id)))).flat();
    expect(deliveries).toHaveLength(2);
    const { updateEndpoint } = await import('./endpoints-service.ts');
    await updateEndpoint(
      org,
      { endpointId: other.id, enabled: false },
      { now, actorUid: 'u', allowLoopback: false },
    );
    const { send, sent } = receiver();
    const outcomes = await Promise.all(
      deliveries.map((id) => attemptDelivery(org, id, { now, send, developerUrl: 'x' })),
    );
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['skipped', 'succeeded']);
    expect(sent).toHaveLength(1);
  });
});

describe('attemptDelivery, when it may run', () => {
  it('does not attempt a retry before it is due (a queue that ignores schedule times)', async () => {
    const { org, outboxIds } = await world();
    await createTenant(org, 'u-owner', { name: 'Fabrikam', kind: 'client' }, { now });
    const [deliveryId = ''] = await fanOut(org, outboxIds()[0] ?? '');
    const failing = receiver({ httpStatus: 503 }, { httpStatus: 200 });
    const start = later(1_000);
    const first = await attemptDelivery(org, deliveryId, {
      now: start,
      send: failing.send,
      developerUrl: 'x',
      random: () => 0.5,
    });
    expect(first).toEqual({ kind: 'retry', delayMs: 10_000, attempt: 1 });
    const deps = (at: number) => ({
      now: new Date(start.getTime() + at),
      send: failing.send,
      developerUrl: 'x',
    });
    expect(await attemptDelivery(org, deliveryId, deps(0))).toEqual({ kind: 'early' });
    expect(await attemptDelivery(org, deliveryId, deps(8_000))).toEqual({ kind: 'early' });
    expect(failing.sent).toHaveLength(1);
    expect(await attemptDelivery(org, deliveryId, deps(10_000))).toEqual({ kind: 'succeeded' });
    expect(failing.sent).toHaveLength(2);
  });

  it('makes a first attempt wait for an older event not yet fanned out and an older delivery of its endpoint', async () => {
    const { org, store, outboxIds } = await world(['tenant.created', 'tenant.archived']);
    const { archiveTenant } = await import('../tenants-service.ts');
    const tenant = await createTenant(org, 'u-owner', { name: 'Fabrikam', kind: 'client' }, { now });
    // A second call, a second later.
    const next = memoryOrgData('org-a', null, {
      store,
      stamp: { actorUid: 'u-owner', action: 'test', at: later(1_000).toISOString() },
    });
    await archiveTenant(next, tenant.id, later(1_000));
    const [older = '', newer = ''] = outboxIds();
    // The newer event fanned out first; the older one not yet.
    const [archived = ''] = await fanOut(org, newer);
    const { send, sent } = receiver();
    const at = (ms: number) => ({ now: later(ms), send, developerUrl: 'x' });
    expect(await attemptDelivery(org, archived, at(2_000))).toEqual({ kind: 'waiting' });
    const [created = ''] = await fanOut(org, older);
    expect(await attemptDelivery(org, archived, at(2_000))).toEqual({ kind: 'waiting' });
    expect(await attemptDelivery(org, created, at(2_000))).toEqual({ kind: 'succeeded' });
    expect(await attemptDelivery(org, archived, at(2_000))).toEqual({ kind: 'succeeded' });
    expect(sent.map((request) => (JSON.parse(request.body) as { type: string }).type)).toEqual([
      'tenant.created',
      'tenant.archived',
    ]);
  });

  it('gives up at once on an address refused as written, and retries one refused after a lookup', async () => {
    const { org, outboxIds } = await world();
    await createTenant(org, 'u-owner', { name: 'Fabrikam', kind: 'client' }, { now });
    await createTenant(org, 'u-owner', { name: 'Contoso', kind: 'client' }, { now: later(1) });
    const [first = '', second = ''] = outboxIds();
    const [literal = ''] = await fanOut(org, first);
    const [looked = ''] = await fanOut(org, second);
    const refusedAsWritten = receiver({ error: 'address-refused', permanent: true });
    expect(
      await attemptDelivery(org, literal, {
        now: later(5_000),
        send: refusedAsWritten.send,
        developerUrl: 'x',
      }),
    ).toEqual({ kind: 'failed' });
    const afterLookup = receiver({ error: 'address-refused' });
    expect(
      await attemptDelivery(org, looked, { now: later(5_000), send: afterLookup.send, developerUrl: 'x' }),
    ).toMatchObject({ kind: 'retry' });
  });
});
