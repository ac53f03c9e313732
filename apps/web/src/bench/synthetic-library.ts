import { globalBaselines, type BaselineSummary, type BaselineVersion } from '@assay/domain/baselines';

/**
 * `total` controls made from the shipped library's text (so words and references are real),
 * in baselines of at most 2,000 controls (the per-version limit), all published.
 */
export function syntheticLibrary(total: number): {
  summaries: BaselineSummary[];
  versions: BaselineVersion[];
} {
  const sources = globalBaselines.flatMap((version) => version.controls);
  const domains = globalBaselines
    .flatMap((version) => version.domains)
    .map((domain, order) => ({ ...domain, order }));
  const versions: BaselineVersion[] = [];
  for (let start = 0, n = 0; start < total; start += 2000, n += 1) {
    const template = globalBaselines[0]!;
    const controls = Array.from({ length: Math.min(2000, total - start) }, (_, k) => {
      const i = start + k;
      const source = sources[i % sources.length]!;
      return {
        ...source,
        id: `s${i}`,
        ref: `SYN-${i}`,
        title: `${source.title} (${Math.floor(i / sources.length) + 1})`,
      };
    });
    versions.push({
      ...template,
      baseline: {
        ...template.baseline,
        id: `synthetic-${n}`,
        lineageId: `synthetic-${n}`,
        name: `Synthetic library ${n + 1}`,
      },
      domains,
      controls,
    });
  }
  return {
    versions,
    summaries: versions.map((version) => ({
      baseline: version.baseline,
      domainCount: version.domains.length,
      controlCount: version.controls.length,
    })),
  };
}
