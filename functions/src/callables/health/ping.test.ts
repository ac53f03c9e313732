import { describe, expect, it, vi } from 'vitest';
import type { Runtime } from '../../core/pipeline.ts';
import { runCallable } from '../../core/pipeline.ts';
import { ping, pingCallable } from './ping.ts';

const untouchable = (what: string) => () => {
  throw new Error(`health-ping must not reach ${what}`);
};

// Every data access throws: the ping answers from the wrapper alone.
const runtime: Runtime = {
  backend: {
    orgData: untouchable('organisation data'),
    platform: untouchable('platform data'),
    identity: untouchable('Firebase Auth'),
    securityLog: untouchable('the security log'),
    outbox: untouchable('the outbox'),
    attempts: untouchable('the attempt counters'),
    sharingAccounts: untouchable('Firebase Auth accounts'),
    directory: untouchable('the user directory'),
    ownAccount: untouchable('Firebase Auth'),
    identityProviders: untouchable('Identity Platform'),
    ssoDirectory: untouchable('SSO directory'),
    accountMemberships: untouchable('account memberships'),
  },
  accounts: { stateOf: untouchable('account state') },
  logger: { error: vi.fn(), warn: vi.fn() },
  now: () => new Date('2026-05-01T00:00:00.000Z'),
  validateOutput: true,
  billingGraceDays: 7,
};

describe('health-ping', () => {
  it('answers ok with the server time to a caller without auth, touching no data', async () => {
    await expect(runCallable(pingCallable.contract, ping, { data: {} }, runtime)).resolves.toEqual({
      ok: true,
      at: '2026-05-01T00:00:00.000Z',
    });
  });
});
