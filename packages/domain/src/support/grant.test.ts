import { describe, expect, it } from 'vitest';
import { supportContracts } from './contracts.ts';
import { isSupportGrantActive, supportGrantAt } from './grant.ts';
import type { SupportGrant } from './grant.ts';

const grant: SupportGrant = {
  id: 'g1',
  tid: 'org1',
  adminUid: 'admin1',
  adminEmail: 'ops@example.test',
  reason: 'Customer reported a wrong score',
  hours: 4,
  breakGlass: false,
  status: 'active',
  requestedAt: '2026-11-23T10:00:00.000Z',
  decidedAt: '2026-11-23T10:05:00.000Z',
  decidedBy: 'owner1',
  expiresAt: '2026-11-23T14:05:00.000Z',
  revokedAt: null,
  revokedBy: null,
};

describe('support grants', () => {
  it('are active until their end, then expired by the clock alone', () => {
    expect(isSupportGrantActive(grant, new Date('2026-11-23T14:04:59.999Z'))).toBe(true);
    expect(isSupportGrantActive(grant, new Date('2026-11-23T14:05:00.000Z'))).toBe(false);
    expect(supportGrantAt(grant, new Date('2026-11-24T00:00:00.000Z')).status).toBe('expired');
  });

  it('let a pending request lapse, and never reopen a denied or revoked one', () => {
    expect(supportGrantAt({ ...grant, status: 'pending' }, new Date('2026-11-25T00:00:00.000Z')).status).toBe('expired');
    expect(supportGrantAt({ ...grant, status: 'revoked' }, new Date('2026-11-23T11:00:00.000Z')).status).toBe('revoked');
    expect(isSupportGrantActive({ ...grant, status: 'denied' }, new Date('2026-11-23T11:00:00.000Z'))).toBe(false);
    expect(isSupportGrantActive(null, new Date())).toBe(false);
  });

  it.each([
    [{ tid: 'org1', reason: 'short', hours: 4 }, 'reason'],
    [{ tid: 'org1', reason: 'Customer reported a wrong score', hours: 73 }, 'hours'],
    [{ tid: 'org1', reason: 'Customer reported a wrong score', hours: 0 }, 'hours'],
    [{ tid: 'org1', reason: 'Customer reported a wrong score', hours: 1.5 }, 'hours'],
  ])('refuse the request %j on field %s', (input, field) => {
    const result = supportContracts.request.input.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
  });
});
