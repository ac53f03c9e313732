// The organisations table as CSV: every row matching the table's search, plan and sort, read a
// page of 100 at a time (at most EXPORT_MAX_ROWS). Cells pass the formula rule of @assay/domain/csv.
import type { CallFn, CallOutput } from '@assay/client';
import { writeCsv } from '@assay/domain/csv';
import { planNames } from '@assay/domain/plans/labels';
import type { OrganisationSummary } from '@assay/domain/platform';
import { subscriptionStatusNames } from '@assay/domain/billing/labels';
import { listInput, type OrganisationFilters } from './api/list-organisations.ts';

export const EXPORT_MAX_ROWS = 10_000;

export const organisationsCsvHeader = [
  'id',
  'name',
  'plan',
  'status',
  'tenants',
  'tenant limit',
  'members',
  'invitations',
  'member limit',
  'private baselines',
  'api keys',
  'shared users',
  'created',
  'last activity',
] as const;

const limit = (value: number | null) => (value === null ? 'unlimited' : String(value));

export function organisationsCsv(rows: readonly OrganisationSummary[]): string {
  return writeCsv(
    organisationsCsvHeader,
    rows.map((row) => [
      row.organisation.id,
      row.organisation.name,
      planNames[row.organisation.plan],
      subscriptionStatusNames[row.status],
      String(row.usage.tenants),
      limit(row.limits.tenants),
      String(row.usage.members),
      String(row.usage.invitations),
      limit(row.limits.members),
      String(row.usage.privateBaselines),
      String(row.usage.apiKeys),
      String(row.usage.sharedUsers),
      row.organisation.createdAt,
      row.lastActivityAt ?? '',
    ]),
  );
}

/** Every matching organisation, page by page; `truncated` when more than EXPORT_MAX_ROWS match. */
export async function collectOrganisations(
  call: CallFn,
  filters: OrganisationFilters,
): Promise<{ rows: OrganisationSummary[]; truncated: boolean }> {
  const rows: OrganisationSummary[] = [];
  let cursor: string | null = null;
  do {
    const page: CallOutput<'service-listParentTenants'> = await call('service-listParentTenants', {
      ...listInput(filters),
      pageSize: 100,
      ...(cursor ? { cursor } : {}),
    });
    rows.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor && rows.length < EXPORT_MAX_ROWS);
  return { rows, truncated: cursor !== null };
}
