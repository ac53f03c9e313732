import type { BaselineVersion, Control, Domain } from '../baseline.ts';

/** When the shipped library was published, and by whom (a platform id, not a person). */
export const LIBRARY_PUBLISHED_AT = '2026-01-01T00:00:00.000Z';
export const LIBRARY_PUBLISHER = 'assay-library';

type ControlRow = [
  ref: string,
  domain: string,
  title: string,
  description: string,
  guidance: string,
  weight: number,
  effort: Control['effort'],
  references: string[],
  tags: string[],
];

/**
 * A published global baseline from compact rows: domain ids are `<key>-<domain>` and control
 * ids `<key>-<ref>` in lower case, so they stay stable across releases of the library.
 */
export function globalBaseline(spec: {
  key: string;
  name: string;
  description: string;
  domains: [id: string, name: string][];
  controls: ControlRow[];
}): BaselineVersion {
  const domainId = (id: string) => `${spec.key}-${id}`.toLowerCase();
  const domains: Domain[] = spec.domains.map(([id, name], order) => ({ id: domainId(id), name, order }));
  const controls: Control[] = spec.controls.map(
    ([ref, domain, title, description, guidance, weight, effort, references, tags]) => ({
      id: `${spec.key}-${ref}`.toLowerCase(),
      ref,
      title,
      description,
      guidance,
      domainId: domainId(domain),
      weight,
      effort,
      references,
      tags,
    }),
  );
  return {
    baseline: {
      id: `${spec.key}-v1`,
      lineageId: spec.key,
      owner: { kind: 'global' },
      name: spec.name,
      description: spec.description,
      status: 'published',
      version: 1,
      revision: 0,
      publishedAt: LIBRARY_PUBLISHED_AT,
      publishedBy: LIBRARY_PUBLISHER,
    },
    domains,
    controls,
  };
}
