// The service console's organisations: the list of every organisation and one organisation's
// focus. Reached only from callables/platform/*. Every figure comes from stored counters and
// documents (the organisation's counters, its subscription document, its newest audit entry):
// a page's reads grow with the page size, never with the number of organisations.
import { planInForce } from '@assay/domain/billing';
import type { ContractOutput, ContractParsedInput } from '@assay/domain/contracts';
import { DomainError } from '@assay/domain/errors';
import { searchQueryToken } from '@assay/domain/search';
import { ORGANISATION_FOCUS_AUDIT_MAX, ORGANISATION_FOCUS_BILLING_EVENTS_MAX } from '@assay/domain/platform';
import type { OrganisationSummary, platformContracts } from '@assay/domain/platform';
import type { OrganisationRecord } from '../data/organisation/organisation.ts';
import type { OrganisationFilters } from '../data/organisation/queries.ts';
import type { PlatformData } from '../data/platform-data.ts';
import { decodeCursor, encodeCursor, queryFingerprint } from './cursor.ts';
import { effectiveLimits, usageOf } from './limits.ts';
import { publicOrganisation } from './org-service.ts';

/** The organisations' rows: their subscription states and last activity read together for the whole page. */
async function summariesOf(
  platform: Pick<PlatformData, 'organisations'>,
  records: readonly OrganisationRecord[],
  now: Date,
): Promise<OrganisationSummary[]> {
  const tids = records.map((record) => record.id);
  const [subscriptions, activity] = await Promise.all([
    platform.organisations.subscriptions(tids),
    platform.organisations.lastActivity(tids),
  ]);
  return records.map((record) => ({
    // The plan in force (a support override while it lasts): the one the limits beside it follow.
    organisation: { ...publicOrganisation(record), plan: planInForce(record, now) },
    usage: usageOf(record),
    limits: effectiveLimits(record, now),
    status: subscriptions.get(record.id)?.status ?? 'none',
    lastActivityAt: activity.get(record.id) ?? null,
  }));
}

export async function listOrganisations(
  platform: Pick<PlatformData, 'organisations'>,
  input: ContractParsedInput<typeof platformContracts.listParentTenants>,
  now: Date,
): Promise<ContractOutput<typeof platformContracts.listParentTenants>> {
  const searchToken = input.search !== undefined ? (searchQueryToken(input.search) ?? undefined) : undefined;
  const filters: OrganisationFilters = {
    ...(input.plan ? { plan: input.plan } : {}),
    ...(searchToken !== undefined ? { searchToken } : {}),
  };
  const fingerprint = queryFingerprint({ list: 'orgs', filters, sort: input.sort });
  const after = input.cursor
    ? decodeCursor(input.cursor, fingerprint, input.sort.field === 'name' ? 'text' : 'millis')
    : undefined;
  const [page, total] = await Promise.all([
    platform.organisations.page({
      filters,
      sort: input.sort,
      limit: input.pageSize,
      ...(after ? { after } : {}),
    }),
    platform.organisations.count(filters),
  ]);
  return {
    items: await summariesOf(platform, page.items, now),
    nextCursor: page.next ? encodeCursor(fingerprint, page.next) : null,
    total,
  };
}

export async function getPlatformOrganisation(
  platform: Pick<PlatformData, 'organisation' | 'organisations' | 'members'>,
  input: ContractParsedInput<typeof platformContracts.getOrganisation>,
  now: Date,
): Promise<ContractOutput<typeof platformContracts.getOrganisation>> {
  const record = await platform.organisation(input.tid);
  if (!record)
    throw new DomainError('not-found', 'There is no organisation with this id.', {
      reason: 'organisation-not-found',
      fields: [{ path: 'tid', rule: 'no-such-organisation', message: 'No such organisation' }],
    });
  const [[summary], subscriptions, members, events, audit] = await Promise.all([
    summariesOf(platform, [record], now),
    platform.organisations.subscriptions([record.id]),
    platform.members(record.id),
    platform.organisations.billingHistory(record.id, ORGANISATION_FOCUS_BILLING_EVENTS_MAX),
    platform.organisations.recentAudit(record.id, ORGANISATION_FOCUS_AUDIT_MAX),
  ]);
  const state = subscriptions.get(record.id);
  if (!summary) throw new Error('summary of one organisation missing');
  return {
    summary,
    subscription: {
      plan: state?.plan ?? 'free',
      status: state?.status ?? 'none',
      currentPeriodEnd: state?.currentPeriodEnd ?? null,
      cancelAtPeriodEnd: state?.cancelAtPeriodEnd ?? false,
      paymentFailedAt: state?.paymentFailedAt ?? null,
      override: record.planOverride ?? null,
    },
    members,
    billingHistory: events.map((event) => ({
      id: event.id,
      type: event.type,
      createdAt: new Date(event.created * 1000).toISOString(),
      applied: event.applied,
      reason: event.reason,
    })),
    recentAudit: audit,
  };
}
