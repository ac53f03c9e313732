import type { AssessmentSummary } from '@assay/domain/scoring';
import type { DomainResult } from './types.ts';

/** A summary's domains with their names, in the summary's (the version's) order. */
export function domainResults(
  summary: Pick<AssessmentSummary, 'domains'>,
  domains: readonly { id: string; name: string }[],
): DomainResult[] {
  const names = new Map(domains.map((d) => [d.id, d.name]));
  return summary.domains.map((d) => ({
    id: d.domainId,
    name: names.get(d.domainId) ?? d.domainId,
    score: d.score,
    coverage: d.coverage,
    answered: d.answered,
    applicable: d.applicable,
  }));
}
