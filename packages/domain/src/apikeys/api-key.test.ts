import { describe, expect, it } from 'vitest';
import { apiKeyStatusAt, coarseOrigin, formatApiKey, parseApiKey } from './api-key.ts';
import { apikeysContracts } from './contracts.ts';

const secret = 'Ab3'.repeat(13) + 'Z';

describe('API key text', () => {
  it('reads the environment, public id and secret of a well-formed key', () => {
    expect(parseApiKey(`assay_live_abc123def456_${secret}`)).toEqual({
      environment: 'live',
      publicId: 'abc123def456',
      secret,
    });
    expect(formatApiKey({ environment: 'test', publicId: 'abc123def456', secret })).toBe(
      `assay_test_abc123def456_${secret}`,
    );
  });

  it.each([
    ['another prefix', `sk_live_abc123def456_${secret}`],
    ['an unknown environment', `assay_prod_abc123def456_${secret}`],
    ['a short public id', `assay_live_abc123_${secret}`],
    ['an upper-case public id', `assay_live_ABC123DEF456_${secret}`],
    ['a short secret', `assay_live_abc123def456_${secret.slice(1)}`],
    ['a secret with a symbol', `assay_live_abc123def456_${secret.slice(1)}-`],
    ['trailing text', `assay_live_abc123def456_${secret} `],
  ])('refuses %s', (_what, text) => {
    expect(parseApiKey(text)).toBeNull();
  });
});

describe('apiKeyStatusAt', () => {
  const now = new Date('2026-05-01T12:00:00.000Z');
  it('is revoked once revoked, even before its expiry', () => {
    expect(
      apiKeyStatusAt({ revokedAt: '2026-04-01T00:00:00.000Z', expiresAt: '2027-01-01T00:00:00.000Z' }, now),
    ).toBe('revoked');
  });
  it('expires at its expiry instant', () => {
    expect(apiKeyStatusAt({ expiresAt: '2026-05-01T12:00:00.000Z' }, now)).toBe('expired');
    expect(apiKeyStatusAt({ expiresAt: '2026-05-01T12:00:00.001Z' }, now)).toBe('active');
    expect(apiKeyStatusAt({}, now)).toBe('active');
  });
});

describe('coarseOrigin', () => {
  it('keeps the /24 of an IPv4 address and the /48 of an IPv6 one, never the host', () => {
    expect(coarseOrigin('203.0.113.77')).toBe('203.0.113.0/24');
    expect(coarseOrigin('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
    expect(coarseOrigin('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::/48');
    expect(coarseOrigin('nonsense')).toBe('unknown');
  });
});

describe('apikeys-create input', () => {
  it('needs a name and a known scope, and bounds tenants and expiry', () => {
    const parse = (input: unknown) =>
      apikeysContracts.create.input.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));
    expect(parse({ name: 'CI', scope: 'read' })).toBeUndefined();
    expect(parse({ name: ' ', scope: 'read' })).toContain('name');
    expect(parse({ name: 'CI', scope: 'admin' })).toContain('scope');
    expect(parse({ name: 'CI', scope: 'read', tenantIds: [] })).toContain('tenantIds');
    expect(parse({ name: 'CI', scope: 'read', expiresInDays: 731 })).toContain('expiresInDays');
  });
});
