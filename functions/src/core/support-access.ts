// The one door to an organisation's content for a system admin: an active support grant of that
// organisation, checked here on the server before the handler runs (audience `support`), and
// again when the read is written to the organisation's own audit log (who from the stamp, what
// from the contract, when, which grant) before its answer leaves: no read under support access is
// silent. Without an active grant (never asked, pending, denied, revoked, expired) nothing is read.
import type { CallableContract } from '@assay/domain/contracts';
import { DomainError } from '@assay/domain/errors';
import { isSupportGrantActive, supportGrantAt } from '@assay/domain/support';
import type { SupportGrant } from '@assay/domain/support';
import type { OrgData } from '../data/org-data.ts';

function noGrant(): DomainError {
  return new DomainError(
    'permission-denied',
    'You have no active support access to this organisation. Ask its owners for access first.',
    { reason: 'no-support-grant' },
  );
}

/** The ids a support read names besides the organisation, for its audit entry. */
function readTarget(input: Record<string, unknown>): { tenantId?: string; detail: string } {
  const tenantId = typeof input.tenantId === 'string' ? input.tenantId : undefined;
  const assessmentId = typeof input.assessmentId === 'string' ? input.assessmentId : undefined;
  return { ...(tenantId ? { tenantId } : {}), detail: assessmentId ? ` (assessment ${assessmentId})` : '' };
}

/** The caller's grant of `org` if it is active at `now`; permission-denied otherwise (nothing read, nothing written). */
export async function activeGrant(org: OrgData, adminUid: string, now: Date): Promise<SupportGrant> {
  const stored = await org.supportGrants.of(adminUid);
  if (!isSupportGrantActive(stored, now)) throw noGrant();
  return supportGrantAt(stored, now);
}

/**
 * Writes a read that succeeded to the organisation's log, in a transaction that finds the grant
 * still active (revoked meanwhile: permission-denied, and the answer is never sent). A read the
 * handler refused (an unknown tenant) showed nothing and writes nothing, like any refusal.
 */
export async function recordSupportRead(
  contract: CallableContract,
  org: OrgData,
  adminUid: string,
  input: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await org.transaction(async (tx) => {
    const stored = await tx.supportGrants.of(adminUid);
    if (!isSupportGrantActive(stored, now)) throw noGrant();
    const { tenantId, detail } = readTarget(input);
    tx.audit.record({
      target: `supportGrant/${stored.id}`,
      summary: `${stored.breakGlass ? 'Break-glass read' : 'Read'} under support access: ${contract.description ?? contract.name}${detail}`,
      ...(tenantId ? { tenantId } : {}),
    });
    return Promise.resolve();
  });
}

/** The organisation a support read names (its contract requires `tid`: see the domain's contract tests). */
export function supportTid(contract: CallableContract, input: unknown): string {
  const tid = typeof input === 'object' && input !== null ? (input as { tid?: unknown }).tid : undefined;
  if (typeof tid !== 'string')
    throw new Error(`${contract.name} is a support read without a tid in its input`);
  return tid;
}
