// A failed payment leaves the organisation writable for the grace period, then read-only until
// paid (SPEC §4): every mutation of its members is refused, nothing is deleted. Billing's own
// callables stay open, or the organisation could never pay its way out; so do support access
// decisions, or its owners could neither let support in nor shut it out.
import { billingAccess } from '@assay/domain/billing';
import type { CallableContract } from '@assay/domain/contracts';
import { splitContractName } from '@assay/domain/contracts';
import { DomainError } from '@assay/domain/errors';
import type { OrgData } from '../data/org-data.ts';

export function guardedByBilling(contract: CallableContract): boolean {
  const area = splitContractName(contract.name)[0];
  return contract.mutation && area !== 'billing' && area !== 'support';
}

export async function assertWritable(org: OrgData, now: Date, graceDays: number): Promise<void> {
  const access = billingAccess(await org.billing.state(), now, graceDays);
  if (!access.readOnly) return;
  throw new DomainError(
    'failed-precondition',
    'Your organisation is read-only because a payment failed and was not paid in time. An admin can pay the open invoice under Admin → Plan and billing; nothing has been deleted.',
    { reason: 'billing-read-only', readOnlyFrom: access.readOnlyFrom },
  );
}
