// What the workspace derives from the pinned version and the answers: the controls in domain
// order, the editable fields of an answer, the filters and the rows of the list.
import { m } from '@assay/messages';
import type { Answer, AnswerFields } from '@assay/domain/assessments';
import type { Control, Domain } from '@assay/domain/baselines';
import { scoringStateOf, type ScoringState } from '@assay/domain/scoring';

/** How the fields count in the score, as the server will count them once saved. */
export function stateOfFields(fields: AnswerFields): ScoringState {
  return scoringStateOf({
    status: fields.status ?? undefined,
    exception: fields.exception ? { expired: false } : undefined,
  });
}

export const workspaceFilters = [
  { id: 'all', label: m.common_all },
  { id: 'unanswered', label: m.workspace_filter_unanswered },
  { id: 'not_met', label: m.answer_state_not_met },
  { id: 'mine', label: m.workspace_filter_mine },
  { id: 'others', label: m.workspace_filter_others },
] as const;
export type WorkspaceFilter = (typeof workspaceFilters)[number]['id'];

export interface ControlView {
  control: Control;
  fields: AnswerFields;
  state: ScoringState;
  answer: Answer | undefined;
}

/** Whether a control passes the filter; `me` is the signed-in member's uid. */
export function passes(filter: WorkspaceFilter, view: ControlView, me: string): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'unanswered':
      return view.state === undefined;
    case 'not_met':
      return view.state === 'not_met';
    case 'mine':
      return view.answer?.assigneeUid === me;
    case 'others': {
      const author = view.answer?.updatedBy;
      return (
        author !== undefined &&
        (author.kind !== 'member' || author.uid !== me) &&
        (view.answer?.revision ?? 0) > 0
      );
    }
  }
}

export type ListRow =
  | { kind: 'domain'; domain: Domain; answered: number; total: number }
  | { kind: 'control'; view: ControlView; position: number };

/** The rows of the list: a heading per domain with its progress, then its controls that pass the filter. */
export function listRows(
  domains: readonly Domain[],
  views: readonly ControlView[],
  filter: WorkspaceFilter,
  me: string,
): ListRow[] {
  const byDomain = new Map<string, ControlView[]>();
  for (const view of views) {
    const list = byDomain.get(view.control.domainId) ?? [];
    list.push(view);
    byDomain.set(view.control.domainId, list);
  }
  const rows: ListRow[] = [];
  let position = 0;
  for (const domain of [...domains].sort((a, b) => a.order - b.order)) {
    const all = byDomain.get(domain.id) ?? [];
    const shown = all.filter((view) => passes(filter, view, me));
    if (shown.length === 0) continue;
    rows.push({
      kind: 'domain',
      domain,
      answered: all.filter((v) => v.state !== undefined).length,
      total: all.length,
    });
    for (const view of shown) rows.push({ kind: 'control', view, position: position++ });
  }
  return rows;
}
