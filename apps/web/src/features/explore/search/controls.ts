import type { BaselineVersion, Control } from '@assay/domain/baselines';
import type { Effort } from '@assay/domain/roadmap';

/**
 * The framework of a reference (`ISO27001:2022 A.5.15` → `ISO27001:2022`), as the domain's
 * `frameworkOf` says. Not imported from there: that module builds the zod schemas, and would
 * put zod (about 40 KB gzip) into the Explore route, which validates nothing.
 */
export function frameworkOf(reference: string): string {
  return reference.slice(0, reference.indexOf(' '));
}

/** One control as Explore lists it: with the baseline and domain it belongs to. */
export interface ExploreControl {
  /** Unique across baselines: `<baselineId>:<controlId>`. */
  key: string;
  baselineId: string;
  /** The baseline's lineage: a tenant's answers carry over between its versions by control ref. */
  lineageId: string;
  baselineName: string;
  domainName: string;
  control: Control;
}

export interface ControlFilters {
  query: string;
  baseline: string;
  domain: string;
  framework: string;
  weight: string;
  effort: '' | Effort;
}

export const emptyControlFilters: ControlFilters = {
  query: '',
  baseline: '',
  domain: '',
  framework: '',
  weight: '',
  effort: '',
};

/** Every control of the given versions, in library order (baseline, domain order, control order). */
export function exploreControls(versions: readonly BaselineVersion[]): ExploreControl[] {
  return versions.flatMap((version) => {
    const domains = [...version.domains].sort((a, b) => a.order - b.order);
    const position = new Map(domains.map((domain, index) => [domain.id, index]));
    const names = new Map(domains.map((domain) => [domain.id, domain.name]));
    return version.controls
      .map((control, index) => ({ control, index }))
      .sort(
        (a, b) =>
          (position.get(a.control.domainId) ?? 0) - (position.get(b.control.domainId) ?? 0) ||
          a.index - b.index,
      )
      .map(({ control }) => ({
        key: `${version.baseline.id}:${control.id}`,
        baselineId: version.baseline.id,
        lineageId: version.baseline.lineageId,
        baselineName: version.baseline.name,
        domainName: names.get(control.domainId) ?? '',
        control,
      }));
  });
}

/** Whether a control passes the filters other than the text query. */
export function matchesFilters(entry: ExploreControl, filters: ControlFilters): boolean {
  const { control } = entry;
  return (
    (!filters.baseline || entry.baselineId === filters.baseline) &&
    (!filters.domain || entry.domainName === filters.domain) &&
    (!filters.framework ||
      control.references.some((reference) => frameworkOf(reference) === filters.framework)) &&
    (!filters.weight || String(control.weight) === filters.weight) &&
    (!filters.effort || control.effort === filters.effort)
  );
}

/** The choices of the filter menus: domains (of the chosen baseline, if any) and frameworks cited. */
export function facets(entries: readonly ExploreControl[], baseline: string) {
  const domains = new Set<string>();
  const frameworks = new Set<string>();
  for (const entry of entries) {
    if (!baseline || entry.baselineId === baseline) domains.add(entry.domainName);
    for (const reference of entry.control.references) frameworks.add(frameworkOf(reference));
  }
  return {
    domains: [...domains].sort((a, b) => a.localeCompare(b)),
    frameworks: [...frameworks].sort((a, b) => a.localeCompare(b)),
  };
}

/** A result: the control and the words of it that matched (for highlighting). */
export interface ControlHit {
  entry: ExploreControl;
  terms: readonly string[];
  /** Fields the query matched in (empty without a query). */
  fields: readonly string[];
}
