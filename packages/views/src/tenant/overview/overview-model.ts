// The tenant overview from the tenant's assessment list (one summary per assessment, no answers):
// the focus baseline, its latest completed assessment and the trend over its completed ones.
import type { Assessment } from '@assay/domain/assessments';
import { domainName, type DomainTranslations } from '@assay/domain/baselines/translations';
import type { ReactNode } from 'react';
import { activeLocale } from '../../locale/active-locale.ts';
import { domainResults } from '../../scores/domain-results.ts';
import type { TenantOverviewProps } from './tenant-overview.tsx';

export interface OverviewModel {
  /** Baselines with a completed assessment (by lineage: versions of one baseline share a trend). */
  baselines: { id: string; name: string }[];
  /** The lineage in focus: the URL's, else the one completed most recently. */
  focus: string | undefined;
  latest: Assessment | undefined;
  /** Completed assessments of the focus, oldest first. */
  completed: Assessment[];
}

/** `focus` may name a lineage or one of its versions. */
export function overviewModel(items: readonly Assessment[], focus: string | undefined): OverviewModel {
  const completed = items
    .filter((a) => a.status === 'completed' && a.completedAt)
    .sort((a, b) => (a.completedAt ?? '').localeCompare(b.completedAt ?? ''));
  const baselines = new Map<string, string>();
  for (const a of [...completed].reverse())
    if (!baselines.has(a.baseline.lineageId)) baselines.set(a.baseline.lineageId, a.baseline.name);
  const chosen =
    completed.find((a) => a.baseline.lineageId === focus || a.baseline.id === focus)?.baseline.lineageId ??
    completed.at(-1)?.baseline.lineageId;
  const ofFocus = completed.filter((a) => a.baseline.lineageId === chosen);
  return {
    baselines: [...baselines].map(([id, name]) => ({ id, name })),
    focus: chosen,
    latest: ofFocus.at(-1),
    completed: ofFocus,
  };
}

/**
 * The overview's `latest` and `trend` from the model, the same for members and shared users:
 * `domains` names the latest version's domains, `link` opens its results in the caller's app.
 */
export function overviewScores(
  model: OverviewModel,
  domains: readonly { id: string; name: string; translations?: DomainTranslations }[],
  link: ReactNode,
): Pick<TenantOverviewProps, 'latest' | 'trend'> {
  const { latest } = model;
  return {
    latest: latest?.completedAt
      ? {
          name: latest.name,
          completedAt: latest.completedAt,
          score: latest.summary.score,
          coverage: latest.summary.coverage,
          // Named in the page's language where the baseline has it.
          domains: domainResults(
            latest.summary,
            domains.map((domain) => ({ id: domain.id, name: domainName(domain, activeLocale()) })),
          ),
          link,
        }
      : null,
    trend: model.completed.flatMap((a) =>
      a.summary.score === null
        ? []
        : [{ id: a.id, at: a.completedAt ?? a.updatedAt, score: a.summary.score }],
    ),
  };
}
