import { describe, expect, it } from 'vitest';
import { supportContracts } from './contracts.ts';
import { isSupportGrantActive, supportGrantAt } from './grant.ts';
import { activeSupportGrant } from './testing.ts';

// Approved at 10:00 for 4 h: active until 14:00.
const grant = activeSupportGrant({}, new Date('2026-11-23T11:00:00.000Z'));

describe('support grants', () => {
  it('are active until their end, then expired by the clock alone', () => {
    expect(isSupportGrantActive(grant, new Date('2026-11-23T13:59:59.999Z'))).toBe(true);
    expect(isSupportGrantActive(grant, new Date('2026-11-23T14:00:00.000Z'))).toBe(false);
    expect(supportGrantAt(grant, new Date('2026-11-24T00:00:00.000Z')).status).toBe('expired');
  });

  it('let a pending request lapse, and never reopen a denied or revoked one', () => {
    expect(supportGrantAt({ ...grant, status: 'pending' }, new Date('2026-11-25T00:00:00.000Z')).status).toBe(
      'expired',
    );
    expect(supportGrantAt({ ...grant, status: 'revoked' }, new Date('2026-11-23T11:00:00.000Z')).status).toBe(
      'revoked',
    );
    expect(isSupportGrantActive({ ...grant, status: 'denied' }, new Date('2026-11-23T11:00:00.000Z'))).toBe(
      false,
    );
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
