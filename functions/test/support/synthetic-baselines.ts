// Synthetic baseline versions of any size, for tests and the reads bench.
import type { BaselineOwner, BaselineVersion, Control } from '@assay/domain/baselines';

/** A published version with `controls` controls over `domains` domains; `textLength` characters of description and guidance each. */
export function syntheticVersion(options: {
  id: string;
  owner: BaselineOwner;
  controls: number;
  domains?: number;
  textLength?: number;
  status?: BaselineVersion['baseline']['status'];
}): BaselineVersion {
  const domainCount = options.domains ?? 8;
  const text = (seed: string) =>
    `${seed} `
      .repeat(Math.ceil((options.textLength ?? 300) / (seed.length + 1)))
      .slice(0, options.textLength ?? 300)
      .trim();
  const controls: Control[] = Array.from({ length: options.controls }, (_, i) => ({
    id: `c${i}`,
    ref: `C-${String(i + 1).padStart(4, '0')}`,
    title: `Control number ${i + 1}`,
    description: text(`description${i}`),
    guidance: text(`guidance${i}`),
    domainId: `d${i % domainCount}`,
    weight: (i % 5) + 1,
    effort: (['S', 'M', 'L'] as const)[i % 3] ?? 'S',
    references: ['ISO27001:2022 A.5.15', 'NIST-CSF-2.0 PR.AA-01', 'CIS-v8 6.3'],
    tags: ['synthetic'],
  }));
  return {
    baseline: {
      id: options.id,
      lineageId: `${options.id}-lineage`,
      owner: options.owner,
      name: `Synthetic ${options.controls}`,
      description: 'Generated for tests.',
      status: options.status ?? 'published',
      version: 1,
      revision: 0,
      ...(options.status === undefined || options.status === 'published'
        ? { publishedAt: '2026-01-01T00:00:00.000Z', publishedBy: 'u-author' }
        : {}),
    },
    domains: Array.from({ length: domainCount }, (_, i) => ({
      id: `d${i}`,
      name: `Domain ${i + 1}`,
      order: i,
    })),
    controls,
  };
}
