import type { BaselineContent, Control } from './baseline.ts';

/** Control fields compared by a diff; `domainId` is shown as the domain's name. */
export const diffedControlFields = [
  'title',
  'description',
  'guidance',
  'domain',
  'weight',
  'effort',
  'references',
  'tags',
] as const;
export type DiffedControlField = (typeof diffedControlFields)[number];

export interface FieldChange {
  field: DiffedControlField;
  before: string | number | string[];
  after: string | number | string[];
}

export interface BaselineDiff {
  added: Control[];
  removed: Control[];
  /** Controls present in both versions (paired by ref) whose fields differ, in the newer order. */
  changed: { ref: string; changes: FieldChange[] }[];
  domainsAdded: string[];
  domainsRemoved: string[];
}

function sameValue(a: FieldChange['before'], b: FieldChange['before']): boolean {
  return Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((value, i) => value === b[i])
    : a === b;
}

/**
 * What changed from `before` to `after`. Controls are paired by `ref` (what people cite), so
 * an import that gives controls new ids still diffs as a change, not a remove plus an add;
 * domains are compared by name for the same reason.
 */
export function diffBaselineVersions(before: BaselineContent, after: BaselineContent): BaselineDiff {
  const domainName = (content: BaselineContent) => {
    const names = new Map(content.domains.map((domain) => [domain.id, domain.name]));
    return (control: Control) => names.get(control.domainId) ?? control.domainId;
  };
  const nameBefore = domainName(before);
  const nameAfter = domainName(after);
  const oldByRef = new Map(before.controls.map((control) => [control.ref, control]));
  const newRefs = new Set(after.controls.map((control) => control.ref));
  const valueOf = (
    control: Control,
    field: DiffedControlField,
    name: (c: Control) => string,
  ): FieldChange['before'] => (field === 'domain' ? name(control) : control[field]);

  const changed: BaselineDiff['changed'] = [];
  const added: Control[] = [];
  for (const control of after.controls) {
    const old = oldByRef.get(control.ref);
    if (!old) {
      added.push(control);
      continue;
    }
    const changes: FieldChange[] = [];
    for (const field of diffedControlFields) {
      const was = valueOf(old, field, nameBefore);
      const now = valueOf(control, field, nameAfter);
      if (!sameValue(was, now)) changes.push({ field, before: was, after: now });
    }
    if (changes.length > 0) changed.push({ ref: control.ref, changes });
  }
  const oldDomains = new Set(before.domains.map((domain) => domain.name));
  const newDomains = new Set(after.domains.map((domain) => domain.name));
  return {
    added,
    removed: before.controls.filter((control) => !newRefs.has(control.ref)),
    changed,
    domainsAdded: [...newDomains].filter((name) => !oldDomains.has(name)),
    domainsRemoved: [...oldDomains].filter((name) => !newDomains.has(name)),
  };
}
