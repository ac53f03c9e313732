import type { FieldWording } from '@assay/client';
import { m } from '@assay/messages';
import {
  baselineDescriptionSchema,
  baselineNameSchema,
  controlSchema,
  crossRowIssues,
  domainSchema,
  type BaselineVersion,
  type Control,
  type Domain,
} from '@assay/domain/baselines';
import type { BaselineScope } from './api/scope.ts';

/** What the editor changes of a draft: the save callable's content, domains in display order. */
export interface EditorDraft {
  name: string;
  description: string;
  domains: Domain[];
  controls: Control[];
}

export function draftOf(version: BaselineVersion): EditorDraft {
  const domains = [...version.domains].sort((a, b) => a.order - b.order);
  return {
    name: version.baseline.name,
    description: version.baseline.description,
    domains,
    controls: orderedControls(domains, version.controls),
  };
}

/** Controls grouped by domain order, keeping their order inside a domain. */
export function orderedControls(domains: readonly Domain[], controls: readonly Control[]): Control[] {
  return domains.flatMap((domain) => controls.filter((control) => control.domainId === domain.id));
}

/** The draft as the save callable takes it: `order` from the list position. */
export function contentOf(draft: EditorDraft) {
  const domains = draft.domains.map((domain, order) => ({ ...domain, order }));
  return {
    name: draft.name,
    description: draft.description,
    domains,
    controls: orderedControls(domains, draft.controls),
  };
}

/** Field → message, per control id and per domain id, from the same zod schemas the server uses. */
export interface DraftIssues {
  count: number;
  header: Partial<Record<'name' | 'description', string>>;
  domains: Map<string, Partial<Record<string, string>>>;
  controls: Map<string, Partial<Record<string, string>>>;
}

function put(map: Map<string, Partial<Record<string, string>>>, id: string, field: string, message: string) {
  const entry = map.get(id) ?? {};
  entry[field] ??= message;
  map.set(id, entry);
}

export function validateDraft(draft: EditorDraft, wording: FieldWording): DraftIssues {
  const issues: DraftIssues = { count: 0, header: {}, domains: new Map(), controls: new Map() };
  const name = baselineNameSchema.safeParse(draft.name);
  const nameIssue = name.error?.issues[0];
  if (nameIssue) issues.header.name = wording.issue(nameIssue);
  const description = baselineDescriptionSchema.safeParse(draft.description);
  const descriptionIssue = description.error?.issues[0];
  if (descriptionIssue) issues.header.description = wording.issue(descriptionIssue);
  const content = contentOf(draft);
  for (const domain of content.domains) {
    const parsed = domainSchema.safeParse(domain);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        put(issues.domains, domain.id, String(issue.path[0] ?? 'name'), wording.issue(issue));
  }
  for (const control of content.controls) {
    const parsed = controlSchema.safeParse(control);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        put(issues.controls, control.id, String(issue.path[0] ?? 'ref'), wording.issue(issue));
  }
  for (const issue of crossRowIssues(content)) {
    const row =
      issue.row === undefined
        ? undefined
        : issue.section === 'domains'
          ? content.domains[issue.row - 1]
          : content.controls[issue.row - 1];
    if (row)
      put(
        issue.section === 'domains' ? issues.domains : issues.controls,
        row.id,
        issue.field,
        issue.code ? wording.rule(issue.code, issue.rule) : issue.rule,
      );
  }
  issues.count =
    Object.keys(issues.header).length +
    [...issues.domains.values(), ...issues.controls.values()].reduce(
      (sum, fields) => sum + Object.keys(fields).length,
      0,
    );
  return issues;
}

/** A key unique inside the version, in the shape the schema wants. */
export function newKey(prefix: string): string {
  return `${prefix}-${Math.random().toString(36).slice(2, 10)}`;
}

/** The next free ref like `NEW-01`, so a new control starts valid but for its title. */
export function nextRef(controls: readonly Control[], prefix = 'NEW'): string {
  const taken = new Set(controls.map((control) => control.ref));
  for (let n = 1; ; n += 1) {
    const ref = `${prefix}-${String(n).padStart(2, '0')}`;
    if (!taken.has(ref)) return ref;
  }
}

/** Moves item `from` to position `to` (indexes in `list`). */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** Why a version cannot be edited here, for the read-only view. */
export function readOnlyReason(
  version: BaselineVersion,
  canAdminister: boolean,
  scope: BaselineScope = 'org',
): string | undefined {
  if (version.baseline.owner.kind === 'global' && scope === 'org')
    return m.content_admin_global_read_only_reason();
  if (!canAdminister) return m.content_admin_only_admins_edit();
  if (version.baseline.status !== 'draft')
    return (
      version.baseline.status === 'published'
        ? m.content_admin_version_published_locked
        : m.content_admin_version_retired_locked
    )({ version: version.baseline.version });
  return undefined;
}
