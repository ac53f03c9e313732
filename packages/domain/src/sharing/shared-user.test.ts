import { describe, expect, it } from 'vitest';
import { sharedSignInLink } from './link.ts';
import { sharedUserStatus } from './shared-user.ts';

describe('shared user status', () => {
  const record = { invitedAt: '2026-03-01T10:00:00.400Z' };

  it('is invited until they sign in after the invitation', () => {
    expect(sharedUserStatus(record, undefined)).toBe('invited');
    expect(sharedUserStatus(record, '2026-02-27T09:00:00.000Z')).toBe('invited');
  });

  it('is active after a sign-in in the same second as the invitation or later (Auth keeps whole seconds)', () => {
    expect(sharedUserStatus(record, '2026-03-01T10:00:00.000Z')).toBe('active');
    expect(sharedUserStatus(record, '2026-03-02T08:00:00.000Z')).toBe('active');
  });

  it('is revoked once revoked, whatever their sign-ins', () => {
    expect(
      sharedUserStatus({ ...record, revokedAt: '2026-03-03T00:00:00.000Z' }, '2026-03-02T08:00:00.000Z'),
    ).toBe('revoked');
  });
});

describe('the sharing link', () => {
  it('opens the shared sign-in page of the tenant', () => {
    expect(sharedSignInLink('https://assay.example/', 'nw-contoso')).toBe(
      'https://assay.example/sharedSignin/nw-contoso',
    );
  });
});
