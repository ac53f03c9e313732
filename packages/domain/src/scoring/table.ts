import type { SummaryControl } from './summary.ts';

/** What scoring needs of a baseline version: each control's ref, domain and weight, in order. */
export interface ScoringTable {
  baselineId: string;
  /** The version's domains, in order. */
  domainIds: string[];
  controls: SummaryControl[];
  byRef: ReadonlyMap<string, SummaryControl>;
}

export function scoringTableOf(version: {
  baseline: { id: string };
  domains: readonly { id: string }[];
  controls: readonly { ref: string; domainId: string; weight: number }[];
}): ScoringTable {
  const controls = version.controls.map((control) => ({
    ref: control.ref,
    domainId: control.domainId,
    weight: control.weight,
  }));
  return {
    baselineId: version.baseline.id,
    domainIds: version.domains.map((domain) => domain.id),
    controls,
    byRef: new Map(controls.map((control) => [control.ref, control])),
  };
}
