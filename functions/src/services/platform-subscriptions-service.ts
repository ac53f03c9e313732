// The subscriptions tab: every organisation's subscription, and plans Assay support sets over the
// paid one (comps). An override lives on the organisation document (see OrganisationRecord), so
// limits read it for free; the plan in force is computed with the clock (planInForce), and the
// expiry job (jobs/expire-plan-overrides.ts) only clears what has ended and records it. Each
// change writes the organisation's document, its subscription history, its own audit log and
// the global one in one transaction. Reached only from callables/platform/* and that job.
import { overrideEndProblem, planInForce } from '@assay/domain/billing';
import type { PlanOverride } from '@assay/domain/billing';
import type { ContractOutput, ContractParsedInput } from '@assay/domain/contracts';
import { DomainError } from '@assay/domain/errors';
import { planNames } from '@assay/domain/plans';
import { searchQueryToken } from '@assay/domain/search';
import type { platformContracts } from '@assay/domain/platform';
import type { OrganisationFilters } from '../data/organisation/queries.ts';
import type { PlatformData } from '../data/platform-data.ts';
import { decodeCursor, encodeCursor, queryFingerprint } from './cursor.ts';

type Contracts = typeof platformContracts;

/** The subscriptions by organisation name: one indexed page of organisations and their subscription documents in one batched read. */
export async function listSubscriptions(
  platform: Pick<PlatformData, 'organisations'>,
  input: ContractParsedInput<Contracts['listSubscriptions']>,
  now: Date,
): Promise<ContractOutput<Contracts['listSubscriptions']>> {
  const searchToken = input.search !== undefined ? (searchQueryToken(input.search) ?? undefined) : undefined;
  const filters: OrganisationFilters = {
    ...(input.plan ? { plan: input.plan } : {}),
    ...(searchToken !== undefined ? { searchToken } : {}),
  };
  const sort = { field: 'name', direction: 'asc' } as const;
  const fingerprint = queryFingerprint({ list: 'subscriptions', filters });
  const after = input.cursor ? decodeCursor(input.cursor, fingerprint, 'text') : undefined;
  const [page, total] = await Promise.all([
    platform.organisations.page({ filters, sort, limit: input.pageSize, ...(after ? { after } : {}) }),
    platform.organisations.count(filters),
  ]);
  const subscriptions = await platform.organisations.subscriptions(page.items.map((record) => record.id));
  return {
    items: page.items.map((record) => {
      const state = subscriptions.get(record.id);
      return {
        organisation: { id: record.id, name: record.name },
        paidPlan: record.plan,
        planInForce: planInForce(record, now),
        status: state?.status ?? 'none',
        currentPeriodEnd: state?.currentPeriodEnd ?? null,
        cancelAtPeriodEnd: state?.cancelAtPeriodEnd ?? false,
        paymentFailedAt: state?.paymentFailedAt ?? null,
        override: record.planOverride ?? null,
      };
    }),
    nextCursor: page.next ? encodeCursor(fingerprint, page.next) : null,
    total,
  };
}

const day = (iso: string) => iso.slice(0, 10);

function noSuchOrganisation(): DomainError {
  return new DomainError('not-found', 'There is no organisation with this id.', {
    reason: 'organisation-not-found',
    fields: [{ path: 'tid', rule: 'no-such-organisation', message: 'No such organisation' }],
  });
}

export async function setPlanOverride(
  platform: Pick<PlatformData, 'transaction'>,
  admin: { uid: string; email: string | null },
  input: ContractParsedInput<Contracts['setPlanOverride']>,
  now: Date,
): Promise<ContractOutput<Contracts['setPlanOverride']>> {
  const override: PlanOverride = {
    plan: input.plan,
    reason: input.reason,
    endsAt: new Date(input.endsAt).toISOString(),
    setBy: { uid: admin.uid, email: admin.email },
    setAt: now.toISOString(),
  };
  return platform.transaction(async (tx) => {
    const org = tx.organisation(input.tid);
    const record = await org.organisation.get();
    if (!record) throw noSuchOrganisation();
    // After the lookup: an unknown organisation is not-found whatever the date, as for every other id.
    const problem = overrideEndProblem(input.endsAt, now);
    if (problem)
      throw new DomainError('invalid-argument', `The end date: ${problem.toLowerCase()}.`, {
        fields: [{ path: 'endsAt', rule: 'end-date', message: problem }],
      });
    const summary = `Set the ${planNames[override.plan]} plan until ${day(override.endsAt)} (paid plan: ${planNames[record.plan]})`;
    org.organisation.setPlanOverride(override);
    org.billing.recordOverrideChange({
      type: 'plan.override.set',
      note: `${summary}: ${override.reason}`,
      at: override.setAt,
    });
    org.audit.record({
      target: `org/${input.tid}`,
      summary,
      subjectName: override.reason,
      changedFields: ['planOverride'],
    });
    tx.audit.record({
      target: `org/${input.tid}`,
      orgId: input.tid,
      summary: `${summary} for ${record.name}`,
      subjectName: override.reason,
      changedFields: ['planOverride'],
    });
    return { tid: input.tid, override };
  });
}

/**
 * Clears organisation `tid`'s override. `expiredOnly` (the expiry job) clears it only once ended,
 * so an override replaced since the job's query stays. False when there was nothing to clear.
 */
async function clearOverride(
  platform: Pick<PlatformData, 'transaction'>,
  tid: string,
  now: Date,
  expiredOnly: boolean,
): Promise<boolean> {
  return platform.transaction(async (tx) => {
    const org = tx.organisation(tid);
    const record = await org.organisation.get();
    if (!record) {
      if (expiredOnly) return false;
      throw noSuchOrganisation();
    }
    const override = record.planOverride;
    if (!override || (expiredOnly && Date.parse(override.endsAt) > now.getTime())) return false;
    const summary = expiredOnly
      ? `The ${planNames[override.plan]} plan set by Assay ended: back on the ${planNames[record.plan]} plan`
      : `Ended the ${planNames[override.plan]} plan set until ${day(override.endsAt)}: back on the ${planNames[record.plan]} plan`;
    org.organisation.setPlanOverride(null);
    org.billing.recordOverrideChange({
      type: expiredOnly ? 'plan.override.expired' : 'plan.override.removed',
      note: summary,
      at: now.toISOString(),
    });
    org.audit.record({
      target: `org/${tid}`,
      summary,
      subjectName: override.reason,
      changedFields: ['planOverride'],
    });
    tx.audit.record({
      target: `org/${tid}`,
      orgId: tid,
      summary: `${summary} (${record.name})`,
      subjectName: override.reason,
      changedFields: ['planOverride'],
    });
    return true;
  });
}

export async function removePlanOverride(
  platform: Pick<PlatformData, 'transaction'>,
  input: ContractParsedInput<Contracts['removePlanOverride']>,
  now: Date,
): Promise<ContractOutput<Contracts['removePlanOverride']>> {
  return { tid: input.tid, removed: await clearOverride(platform, input.tid, now, false) };
}

/** The expiry job's step for one organisation: clears its override if it has ended by `now`. */
export function expirePlanOverride(
  platform: Pick<PlatformData, 'transaction'>,
  tid: string,
  now: Date,
): Promise<boolean> {
  return clearOverride(platform, tid, now, true);
}
