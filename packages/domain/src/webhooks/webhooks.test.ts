import { describe, expect, it } from 'vitest';
import { webhooksContracts } from './contracts.ts';
import { isLoopbackUrl, webhookUrlSchema } from './endpoint.ts';
import { tenantEventData, webhookBody, webhookEventCatalogue, webhookEventTypes } from './events.ts';
import { signWebhook, verifyWebhook } from './signing.ts';

const secretA = `whsec_${Buffer.from('a'.repeat(32)).toString('base64')}`;
const secretB = `whsec_${Buffer.from('b'.repeat(32)).toString('base64')}`;

describe('webhook endpoint address', () => {
  it.each([
    'https://hooks.example.com/assay',
    'https://hooks.example.com:8443/a?b=c',
    'http://127.0.0.1:9000/hook',
    'http://localhost/hook',
  ])('accepts %s', (url) => expect(webhookUrlSchema.safeParse(url).success).toBe(true));

  it.each([
    ['plain http to a public host', 'http://hooks.example.com/assay'],
    ['a user and password', 'https://user:pass@hooks.example.com/'],
    ['a fragment', 'https://hooks.example.com/#x'],
    ['another scheme', 'ftp://hooks.example.com/'],
    ['spaces', 'https://hooks.example.com/a b'],
  ])('refuses %s', (_what, url) => expect(webhookUrlSchema.safeParse(url).success).toBe(false));

  it('knows loopback hosts', () => {
    expect(isLoopbackUrl('http://127.0.0.1:9000/x')).toBe(true);
    expect(isLoopbackUrl('https://localhost')).toBe(true);
    expect(isLoopbackUrl('https://127.0.0.1.example.com/')).toBe(false);
  });
});

describe('webhooks-create input', () => {
  it('needs an address and at least one known event', () => {
    const paths = (input: unknown) =>
      webhooksContracts.create.input.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths({ url: 'https://a.example.com/', eventTypes: ['tenant.created'] })).toBeUndefined();
    expect(paths({ url: 'https://a.example.com/', eventTypes: [] })).toContain('eventTypes');
    expect(paths({ url: 'https://a.example.com/', eventTypes: ['webhook.test'] })).toContain('eventTypes.0');
    expect(paths({ url: 'http://a.example.com/', eventTypes: ['tenant.created'] })).toContain('url');
  });
});

describe('event catalogue', () => {
  it('has a versioned payload schema for every event type an endpoint can subscribe to', () => {
    for (const type of webhookEventTypes)
      expect(webhookEventCatalogue[type].version).toBeGreaterThanOrEqual(1);
  });

  it('builds a body only from data that fits the type’s schema', () => {
    const data = tenantEventData('org1', {
      id: 't1',
      name: 'Acme',
      kind: 'client',
      status: 'active',
      tags: [],
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(webhookBody('tenant.created', '2026-01-01T00:00:00.000Z', data)).toEqual({
      type: 'tenant.created',
      version: 1,
      timestamp: '2026-01-01T00:00:00.000Z',
      data,
    });
    // tenant.updated needs the changed fields.
    expect(() => webhookBody('tenant.updated', '2026-01-01T00:00:00.000Z', data as never)).toThrow(
      /changedFields/,
    );
  });
});

describe('signWebhook', () => {
  const timestamp = new Date();
  const body = JSON.stringify({ type: 'tenant.created' });

  it('signs so that the standard library verifies it, and a changed body does not', () => {
    const headers = signWebhook([secretA], { id: 'evt_1', timestamp, body });
    expect(headers['webhook-id']).toBe('evt_1');
    expect(headers['webhook-timestamp']).toBe(String(Math.floor(timestamp.getTime() / 1000)));
    expect(verifyWebhook(secretA, body, headers)).toEqual({ type: 'tenant.created' });
    expect(() => verifyWebhook(secretA, `${body} `, headers)).toThrow();
    expect(() => verifyWebhook(secretB, body, headers)).toThrow();
  });

  it('signs with both secrets during a rotation: a receiver with either one verifies', () => {
    const headers = signWebhook([secretB, secretA], { id: 'evt_2', timestamp, body });
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(verifyWebhook(secretA, body, headers)).toBeTruthy();
    expect(verifyWebhook(secretB, body, headers)).toBeTruthy();
  });
});
