// The rules of reading the baseline library. An organisation sees the published global
// versions (retired ones too when asked by id: assessments that use them keep working) and
// every version of its own private baselines; anything else is not-found, exactly like an id
// that does not exist, so another organisation's private baselines are never revealed.
import type { BaselineSummary, BaselineVersion } from '@assay/domain/baselines';
import { DomainError } from '@assay/domain/errors';
import { uniquenessKey } from '@assay/domain/text';
import type { BaselineHeader } from '../data/baselines/baseline-mapper.ts';
import type { OrgData } from '../data/org-data.ts';
import { effectiveLimits } from './limits.ts';

/** What a list shows of a version: its header without domains and controls. */
export function summaryOf(header: BaselineHeader): BaselineSummary {
  return { baseline: header.baseline, domainCount: header.domains.length, controlCount: header.controlCount };
}

function notFound(): DomainError {
  return new DomainError('not-found', 'This baseline does not exist or you cannot see it.', {
    reason: 'baseline-not-found',
  });
}

/** Global drafts are work in progress of the system admins: no organisation sees them. */
function visibleTo(org: OrgData, header: BaselineHeader): boolean {
  const { owner, status } = header.baseline;
  return owner.kind === 'global' ? status !== 'draft' : owner.tid === org.tid;
}

/** The organisation's private baselines against its plan (`max` null: unlimited), so the UI can warn before the limit. */
export async function privateBaselineUsage(org: OrgData): Promise<{ count: number; max: number | null }> {
  const organisation = await org.organisation.get();
  if (!organisation)
    throw new DomainError('failed-precondition', 'Your organisation no longer exists.', {
      reason: 'organisation-gone',
    });
  return {
    count: organisation.privateBaselineCount,
    max: effectiveLimits(organisation, org.now).privateBaselines,
  };
}

/** Global library first, then private baselines; each by name, then newest version first. */
export async function listBaselines(
  org: OrgData,
): Promise<{ items: BaselineSummary[]; privateBaselines: { count: number; max: number | null } }> {
  const [global, own, privateBaselines] = await Promise.all([
    org.baselines.publishedGlobal(),
    org.baselines.privateVersions(),
    privateBaselineUsage(org),
  ]);
  const rank = (header: BaselineHeader) => (header.baseline.owner.kind === 'global' ? 0 : 1);
  const items = [...global, ...own]
    .filter((header) => visibleTo(org, header))
    .sort(
      (a, b) =>
        rank(a) - rank(b) ||
        uniquenessKey(a.baseline.name).localeCompare(uniquenessKey(b.baseline.name)) ||
        b.baseline.version - a.baseline.version ||
        a.baseline.id.localeCompare(b.baseline.id),
    );
  return { items: items.map(summaryOf), privateBaselines };
}

/** One version with its domains and controls (1–2 header reads plus one read per chunk). */
export async function getBaseline(org: OrgData, baselineId: string): Promise<BaselineVersion> {
  const header = await org.baselines.header(baselineId);
  if (!header || !visibleTo(org, header)) throw notFound();
  return org.baselines.load(header);
}
