// The global baseline library as system admins change it: the rules of baselines-admin-service
// on the global owner (baselines/{id}), audited in the global log, counted against no plan.
// System admins read every global version, drafts and retired ones included.
import type { BaselineSummary, BaselineVersion } from '@assay/domain/baselines';
import { DomainError } from '@assay/domain/errors';
import { uniquenessKey } from '@assay/domain/text';
import type { PlatformData } from '../data/platform-data.ts';
import type { BaselineScope } from './baselines-admin-service.ts';
import { summaryOf } from './baselines-service.ts';

export async function getGlobalBaseline(
  platform: PlatformData,
  baselineId: string,
): Promise<BaselineVersion> {
  const header = await platform.globalBaselines.header(baselineId);
  if (!header)
    throw new DomainError('not-found', 'This baseline does not exist.', { reason: 'baseline-not-found' });
  return platform.globalBaselines.load(header);
}

/** Every global version by name, newest version first. */
export async function listGlobalBaselines(platform: PlatformData): Promise<{ items: BaselineSummary[] }> {
  const headers = await platform.globalBaselines.allGlobal();
  const items = headers.sort(
    (a, b) =>
      uniquenessKey(a.baseline.name).localeCompare(uniquenessKey(b.baseline.name)) ||
      b.baseline.version - a.baseline.version ||
      a.baseline.id.localeCompare(b.baseline.id),
  );
  return { items: items.map(summaryOf) };
}

export function globalScope(platform: PlatformData): BaselineScope {
  return {
    owner: { kind: 'global' },
    label: 'global',
    readable: (baselineId) => getGlobalBaseline(platform, baselineId),
    transaction: (work) =>
      platform.transaction((tx) =>
        work({ baselines: tx.baselines, audit: tx.audit, lineages: () => Promise.resolve(null) }),
      ),
  };
}
