// What the outside probe found on the REST API (issue 33, findings 2 and 6), against the
// emulators: a revoked key's burst is rate-limited and tells the owners once (its uses are
// counted in the security log), and where a key was used is never what the caller wrote in
// X-Forwarded-For.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiKey } from '@assay/domain/apikeys';
import { securityLogKey } from '../../src/data/security-log/security-log.ts';
import { API_RATE_LIMITS } from '../../src/http/api.ts';
import { REVOKED_KEY_USED } from '../../src/services/api-keys-service.ts';
import { adminDb, apiRequest, callOk, createUser, uniqueId } from './support/emulators.ts';
import type { TestUser } from './support/emulators.ts';
import { addApiKey, createOrg } from './support/world.ts';
import type { TestOrg } from './support/world.ts';

let owner: TestUser;
let org: TestOrg;

beforeAll(async () => {
  const tid = uniqueId('abuse');
  owner = await createUser('abuse-owner', { tid, role: 'owner' });
  org = await createOrg('Abuse', 'business', [{ user: owner, role: 'owner' }], tid);
});

const auditOf = async (keyId: string) =>
  (
    await adminDb()
      .collection('orgs')
      .doc(org.id)
      .collection('audit')
      .where('target', '==', `apiKey/${keyId}`)
      .get()
  ).docs.map((doc) => doc.get('summary') as string);

describe('REST API abuse', () => {
  it('a revoked key is answered 401 until its minute’s requests are spent, then 429; the owners are told once, every use is counted', async () => {
    const key = await addApiKey(org, 'read');
    await callOk('apikeys-revoke', { keyId: key.id }, owner.idToken);
    const statuses: number[] = [];
    // A window boundary may fall inside the loop: then the count starts again, once.
    for (let i = 0; i < 2 * API_RATE_LIMITS.perKeyPerMinute + 2; i += 1) {
      const answer = await apiRequest('/tenants?pageSize=1', key.secret);
      statuses.push(answer.status);
      if (answer.status === 429) break;
    }
    expect(statuses.at(-1)).toBe(429);
    expect(new Set(statuses.slice(0, -1))).toEqual(new Set([401]));
    const used = (await auditOf(key.id)).filter((summary) =>
      summary.startsWith('A revoked API key was used'),
    );
    expect(used).toHaveLength(1);
    const counted = await adminDb()
      .collection('securityLog')
      .doc(
        securityLogKey({
          uid: `apiKey-${key.id}`,
          callable: 'tenants-list',
          code: REVOKED_KEY_USED,
          at: new Date(),
        }).id,
      )
      .get();
    expect(counted.get('count')).toBe(statuses.length - 1);
  });

  it('records where a key was used without trusting the caller’s X-Forwarded-For', async () => {
    const key = await addApiKey(org, 'read');
    const answer = await apiRequest('/tenants?pageSize=1', key.secret, {
      headers: { 'X-Forwarded-For': '192.0.2.66' },
    });
    expect(answer.status).toBe(200);
    const listed = await callOk<{ items: ApiKey[] }>('apikeys-list', {}, owner.idToken);
    const used = listed.items.find((item) => item.id === key.id);
    expect(used?.lastUsedAt).toBeDefined();
    expect(used?.lastUsedFrom).not.toBe('192.0.2.0/24');
  });
});
