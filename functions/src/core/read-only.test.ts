import { describe, expect, it } from 'vitest';
import { contracts } from '@assay/domain/contracts';
import { guardedByBilling } from './read-only.ts';

describe('guardedByBilling', () => {
  it('guards mutations of other areas, never reads nor billing itself (an organisation must be able to pay)', () => {
    expect(guardedByBilling(contracts.tenants.create)).toBe(true);
    expect(guardedByBilling(contracts.tenants.list)).toBe(false);
    expect(guardedByBilling(contracts.billing.changePlan)).toBe(false);
    expect(guardedByBilling(contracts.billing.simulate)).toBe(false);
  });
});
