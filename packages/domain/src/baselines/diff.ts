import type { BaselineContent, Control, Domain } from './baseline.ts';
import { translatedControlFields, translatedFieldKey, translationLocales } from './translations/index.ts';
import type { TranslatedFieldKey } from './translations/index.ts';

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

/**
 * One field that differs. A translation is a field of its own (`title@de`): a translation
 * added, changed or removed is a change of the control's wording in that language, like a
 * change of its English title; `''` stands for "no translation".
 */
export interface FieldChange {
  field: DiffedControlField | TranslatedFieldKey;
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
  /** Domains in both versions (paired by name) whose name in another language changed (`name@de`). */
  domainsChanged: {
    name: string;
    changes: { field: TranslatedFieldKey<'name'>; before: string; after: string }[];
  }[];
}

function sameValue(a: FieldChange['before'], b: FieldChange['before']): boolean {
  return Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((value, i) => value === b[i])
    : a === b;
}

function translationChanges(before: Control, after: Control): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const locale of translationLocales)
    for (const field of translatedControlFields) {
      const was = before.translations?.[locale]?.[field] ?? '';
      const now = after.translations?.[locale]?.[field] ?? '';
      if (was !== now) changes.push({ field: translatedFieldKey(field, locale), before: was, after: now });
    }
  return changes;
}

function domainChanges(before: Domain, after: Domain): BaselineDiff['domainsChanged'][number]['changes'] {
  return translationLocales.flatMap((locale) => {
    const was = before.translations?.[locale]?.name ?? '';
    const now = after.translations?.[locale]?.name ?? '';
    return was === now ? [] : [{ field: translatedFieldKey('name', locale), before: was, after: now }];
  });
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
    changes.push(...translationChanges(old, control));
    if (changes.length > 0) changed.push({ ref: control.ref, changes });
  }
  const oldDomains = new Map(before.domains.map((domain) => [domain.name, domain]));
  const newDomains = new Map(after.domains.map((domain) => [domain.name, domain]));
  return {
    added,
    removed: before.controls.filter((control) => !newRefs.has(control.ref)),
    changed,
    domainsAdded: [...newDomains.keys()].filter((name) => !oldDomains.has(name)),
    domainsRemoved: [...oldDomains.keys()].filter((name) => !newDomains.has(name)),
    domainsChanged: [...newDomains].flatMap(([name, domain]) => {
      const old = oldDomains.get(name);
      const changes = old ? domainChanges(old, domain) : [];
      return changes.length > 0 ? [{ name, changes }] : [];
    }),
  };
}
