import { describe, expect, it } from 'vitest';
import { customClaimsSchema, pickCustomClaims } from './index.ts';

describe('custom claims', () => {
  it('picks only Assay claims from a decoded token', () => {
    expect(pickCustomClaims({ iss: 'x', aud: 'y', tid: 'org1', role: 'owner', firebase: {} })).toEqual({
      tid: 'org1',
      role: 'owner',
    });
  });

  it.each([
    [{ tid: 'org1', role: 'owner' }, true],
    [{ ptid: 'org1', ttid: 't1' }, true],
    [{ adminUI: true, sysdev: true }, true],
    [{ tid: 42, role: 'owner' }, false],
    [{ tid: 'org1', role: 'superuser' }, false],
    [{ adminUI: 'yes' }, false],
    [{ tid: 'a/b' }, false],
    [{ tid: 'org1', role: 'viewer', mfa: true }, true],
    // Only `true` marks the policy: `false` would be a second way of saying "not required".
    [{ tid: 'org1', role: 'viewer', mfa: false }, false],
  ])('%j valid: %s', (claims, valid) => {
    expect(customClaimsSchema.safeParse(claims).success).toBe(valid);
  });
});
