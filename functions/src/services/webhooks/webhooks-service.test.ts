import { describe, expect, it } from 'vitest';
import { verifyWebhook, signWebhook } from '@assay/domain/webhooks/signing';
import { codeOf } from '../../../test/support/domain-code.ts';
import { orgFixture } from '../../../test/support/org-fixture.ts';
import { collections } from '../../data/paths.ts';
import { memoryStore } from '../../data/store/memory-store.ts';
import { webhookDeliveryDoc } from '../../data/webhooks/deliveries.ts';
import { webhookEventMapper } from '../../data/webhooks/events.ts';
import { archiveTenant, createTenant, updateTenant } from '../tenants-service.ts';
import { listDeliveries, replayDelivery } from './deliveries-service.ts';
import {
  createEndpoint,
  deleteEndpoint,
  listEndpoints,
  rotateSecret,
  sendTestEvent,
  signingSecrets,
  updateEndpoint,
} from './endpoints-service.ts';

const now = new Date('2026-03-01T10:00:00.000Z');
const as = { now, actorUid: 'u-admin', allowLoopback: false };
const url = 'https://hooks.example.com/assay';

async function world(plan: 'free' | 'team' = 'team') {
  const store = memoryStore();
  const a = await orgFixture('org-a', { store, organisation: { plan }, tenants: { t1: 'Contoso' } });
  const b = await orgFixture('org-b', { store, organisation: { plan: 'team' } });
  const outbox = (tid: string) =>
    store
      .collection(`${collections.orgs}/${tid}/${collections.webhookEvents}`)
      .map((data) => webhookEventMapper.fromDoc(data));
  return { store, a, b, outbox };
}

describe('webhook endpoints', () => {
  it('returns the secret once and never again; the list shows only its first characters', async () => {
    const { a } = await world();
    const { endpoint, secret } = await createEndpoint(
      a,
      { url, eventTypes: ['tenant.created'], enabled: true },
      as,
    );
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint).toMatchObject({
      url,
      eventTypes: ['tenant.created'],
      enabled: true,
      secretPrefix: secret.slice(0, 10),
    });
    const listed = await listEndpoints(a, now);
    expect(JSON.stringify(listed)).not.toContain(secret.slice(10));
    expect(listed.items.map((item) => item.id)).toEqual([endpoint.id]);
    expect(a.state.audit.map((entry) => entry.summary)).toEqual([
      'Added a webhook endpoint (tenant.created)',
    ]);
  });

  it('is refused on a plan without API features, and beyond the cap, writing nothing', async () => {
    const { a } = await world('free');
    const refused = createEndpoint(a, { url, eventTypes: ['tenant.created'], enabled: true }, as);
    expect(await codeOf(refused)).toBe('resource-exhausted');
    expect(a.state.audit).toEqual([]);
    const team = (await world()).a;
    for (let i = 0; i < 10; i += 1)
      await createEndpoint(team, { url, eventTypes: ['tenant.created'], enabled: true }, as);
    expect(
      await codeOf(createEndpoint(team, { url, eventTypes: ['tenant.created'], enabled: true }, as)),
    ).toBe('resource-exhausted');
  });

  it('refuses private and metadata addresses as written, and loopback unless on the emulators', async () => {
    const { a } = await world();
    for (const refused of ['https://169.254.169.254/latest', 'https://10.0.0.7/x', 'http://127.0.0.1:9000/x'])
      expect(
        await codeOf(createEndpoint(a, { url: refused, eventTypes: ['tenant.created'], enabled: true }, as)),
      ).toBe('invalid-argument');
    const local = await createEndpoint(
      a,
      { url: 'http://127.0.0.1:9000/x', eventTypes: ['tenant.created'], enabled: true },
      { ...as, allowLoopback: true },
    );
    expect(local.endpoint.url).toBe('http://127.0.0.1:9000/x');
  });

  it('changes only what differs; enabling again forgets why the service disabled it', async () => {
    const { a, store } = await world();
    const { endpoint } = await createEndpoint(a, { url, eventTypes: ['tenant.created'], enabled: true }, as);
    await updateEndpoint(a, { endpointId: endpoint.id, url }, as);
    expect(a.state.audit).toHaveLength(1);
    const path = `${collections.orgs}/org-a/${collections.webhookEndpoints}/${endpoint.id}`;
    const stored = store.docs.get(path) ?? {};
    (store.docs as Map<string, object>).set(path, { ...stored, enabled: false, disabledReason: 'failing' });
    const enabled = await updateEndpoint(
      a,
      { endpointId: endpoint.id, enabled: true, eventTypes: ['tenant.archived'] },
      as,
    );
    expect(enabled).toMatchObject({ enabled: true, eventTypes: ['tenant.archived'] });
    expect(enabled.disabledReason).toBeUndefined();
    expect(a.state.audit.at(-1)?.changedFields).toEqual(['eventTypes', 'enabled']);
  });

  it('cannot see or change another organisation’s endpoint', async () => {
    const { a, b } = await world();
    const { endpoint } = await createEndpoint(a, { url, eventTypes: ['tenant.created'], enabled: true }, as);
    expect(await codeOf(updateEndpoint(b, { endpointId: endpoint.id, enabled: false }, as))).toBe(
      'not-found',
    );
    expect(await codeOf(deleteEndpoint(b, endpoint.id))).toBe('not-found');
    expect(await codeOf(sendTestEvent(b, endpoint.id))).toBe('not-found');
    expect(await codeOf(listDeliveries(b, { endpointId: endpoint.id, pageSize: 10 }))).toBe('not-found');
    await deleteEndpoint(a, endpoint.id);
    expect((await listEndpoints(a, now)).items).toEqual([]);
  });
});

describe('secret rotation', () => {
  it('signs with both secrets during the overlap and with the new one alone after it', async () => {
    const { a } = await world();
    const created = await createEndpoint(a, { url, eventTypes: ['tenant.created'], enabled: true }, as);
    const rotated = await rotateSecret(a, { endpointId: created.endpoint.id, overlapHours: 24 }, now);
    expect(rotated.secret).not.toBe(created.secret);
    expect(rotated.endpoint.previousSecretUntil).toBe('2026-03-02T10:00:00.000Z');
    const stored = await a.webhookEndpoints.get(created.endpoint.id);
    if (!stored) throw new Error('endpoint missing');
    const during = signingSecrets(stored, new Date('2026-03-02T09:59:59.000Z'));
    expect(during).toEqual([rotated.secret, created.secret]);
    const headers = signWebhook(during, { id: 'evt_1', timestamp: new Date(), body: '{}' });
    expect(verifyWebhook(created.secret, '{}', headers)).toEqual({});
    expect(verifyWebhook(rotated.secret, '{}', headers)).toEqual({});
    expect(signingSecrets(stored, new Date('2026-03-02T10:00:00.000Z'))).toEqual([rotated.secret]);
    const immediate = await rotateSecret(a, { endpointId: created.endpoint.id, overlapHours: 0 }, now);
    expect(immediate.endpoint.previousSecretUntil).toBeUndefined();
  });
});

describe('the outbox', () => {
  it('records an event in the transaction of the change, one per change, none for a refused change', async () => {
    const { a, outbox } = await world();
    const tenant = await createTenant(a, 'u1', { name: 'Fabrikam', kind: 'client' }, { now });
    await updateTenant(a, { tenantId: tenant.id, name: 'Fabrikam Ltd' }, now);
    await updateTenant(a, { tenantId: tenant.id, name: 'Fabrikam Ltd' }, now); // nothing changes
    await archiveTenant(a, tenant.id, now);
    expect(await codeOf(updateTenant(a, { tenantId: tenant.id, name: 'Again' }, now))).toBe(
      'failed-precondition',
    );
    const events = outbox('org-a');
    expect(events.map((event) => event.type).sort()).toEqual([
      'tenant.archived',
      'tenant.created',
      'tenant.updated',
    ]);
    const updated = events.find((event) => event.type === 'tenant.updated');
    expect(JSON.parse(updated?.body ?? '{}')).toMatchObject({
      type: 'tenant.updated',
      version: 1,
      data: {
        organisationId: 'org-a',
        tenant: { id: tenant.id, name: 'Fabrikam Ltd' },
        changedFields: ['name'],
      },
    });
    expect(
      events.every((event) => event.id === event.eventId && !event.dispatched && !event.endpointId),
    ).toBe(true);
  });

  it('queues a test event for one endpoint, and a replay under the same event id', async () => {
    const { a, store, outbox } = await world();
    const { endpoint } = await createEndpoint(a, { url, eventTypes: ['tenant.created'], enabled: true }, as);
    const { eventId } = await sendTestEvent(a, endpoint.id);
    const test = outbox('org-a').find((event) => event.id === eventId);
    expect(test).toMatchObject({ type: 'webhook.test', endpointId: endpoint.id });
    const delivery = {
      id: `${eventId}_${endpoint.id}`,
      endpointId: endpoint.id,
      eventId,
      eventType: 'webhook.test',
      status: 'failed' as const,
      body: test?.body ?? '',
      createdAt: now.toISOString(),
      attempts: [],
    };
    store.put(webhookDeliveryDoc('org-a', delivery.id), delivery);
    expect((await listDeliveries(a, { endpointId: endpoint.id, pageSize: 10 })).items).toEqual([
      {
        id: delivery.id,
        endpointId: endpoint.id,
        eventId,
        eventType: 'webhook.test',
        status: 'failed',
        createdAt: delivery.createdAt,
        attempts: [],
      },
    ]);
    const replay = await replayDelivery(a, delivery.id);
    const queued = outbox('org-a').find((event) => event.id === replay.deliveryId);
    expect(queued).toMatchObject({
      eventId,
      endpointId: endpoint.id,
      replayOf: delivery.id,
      body: test?.body,
    });
  });
});
