import { activeSupportGrant } from '@assay/domain/support/testing';
import { describe, expect, it } from 'vitest';
import { supportGrantStatusLabel } from './index.ts';

const grant = activeSupportGrant({}, new Date('2026-11-23T11:00:00.000Z'));

describe('support grant status', () => {
  it('names support ending its own access apart from an owner revoking it', () => {
    expect(supportGrantStatusLabel({ ...grant, status: 'revoked', revokedBy: grant.adminUid })).toBe(
      'Ended by support',
    );
    expect(supportGrantStatusLabel({ ...grant, status: 'revoked', revokedBy: 'owner-1' })).toBe('Revoked');
    expect(supportGrantStatusLabel({ ...grant, status: 'pending' })).toBe('Waiting for an owner');
  });
});
