import { m } from '@assay/messages';
import {
  answerableStatuses,
  type Answer,
  type AnswerFields,
  type Assessment,
} from '@assay/domain/assessments';
import type { BaselineVersion } from '@assay/domain/baselines';
import { inLocale } from '@assay/domain/baselines/translations';
import { summariseAnswers, type AnswerStatus } from '@assay/domain/scoring';
import { Banner, Button, ProgressBar, Stack } from '@assay/ui';
import { fieldsOf, orderedControls, SaveStatus } from '@assay/views/answers';
import { activeLocale } from '@assay/views/locale';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AnswerQueue } from '../../hooks/use-answer-queue.ts';
import { useShortcuts } from '../../hooks/use-shortcuts.ts';
import {
  listRows,
  stateOfFields,
  workspaceFilters,
  type ControlView,
  type WorkspaceFilter,
} from '../../workspace-model.ts';
import { ConflictDialog } from './conflict-dialog.tsx';
import { ControlList } from './control-list.tsx';
import { ControlPanel } from './control-panel.tsx';
import { DomainNav } from './domain-nav.tsx';
import { ShortcutsDialog } from './shortcuts-dialog.tsx';
import * as styles from './workspace.css.ts';

export interface AssessmentWorkspaceProps {
  assessment: Assessment;
  answers: readonly Answer[];
  version: Pick<BaselineVersion, 'domains' | 'controls'>;
  queue: AnswerQueue;
  /** The signed-in member. */
  me: string;
  /** Editors and above answer; viewers read. */
  canEdit: boolean;
  /** Controls someone else changed while the workspace was open. */
  changedByOthers: ReadonlySet<string>;
  /** Who saved an answer, in words ("you", a member's name, an external respondent). */
  authorName: (answer: Answer) => string;
  memberName: (uid: string) => string;
  /** Called when the person takes the other answer in a conflict. */
  onTakeTheirs: (answer: Answer) => void;
  /** Assignment control for the current control (members who may assign). */
  assignment?: (ref: string) => ReactNode;
}

const savedBy = (answer: Answer, uid: string) =>
  answer.updatedBy.kind === 'member' && answer.updatedBy.uid === uid;

const statusKeys: Record<string, AnswerStatus | null> = {
  '1': 'met',
  m: 'met',
  '2': 'partial',
  p: 'partial',
  '3': 'not_met',
  n: 'not_met',
  '4': 'not_applicable',
  x: 'not_applicable',
  '0': null,
};

/**
 * The answering workspace: domains with their progress, the controls (virtualised), the current
 * control's answer, autosave and the keyboard flow. Progress and the domains' counts are
 * computed from what is on screen (pending edits included) with the server's own scoring.
 */
export function AssessmentWorkspace({
  assessment,
  answers,
  version: pinned,
  queue,
  me,
  canEdit,
  changedByOthers,
  authorName,
  memberName,
  onTakeTheirs,
  assignment,
}: AssessmentWorkspaceProps) {
  const readOnly = !canEdit || !answerableStatuses.includes(assessment.status);
  // The baseline's text in the page's language where the baseline has it.
  const locale = activeLocale();
  const version = useMemo(() => inLocale(pinned, locale), [pinned, locale]);
  const controls = useMemo(() => orderedControls(version), [version]);
  const byRef = useMemo(() => new Map(answers.map((a) => [a.ref, a])), [answers]);
  const domainName = useMemo(() => new Map(version.domains.map((d) => [d.id, d.name])), [version.domains]);
  const [filter, setFilter] = useState<WorkspaceFilter>('all');
  const [current, setCurrent] = useState<string | undefined>(
    () =>
      controls.find((c) => !byRef.get(c.ref)?.status && !byRef.get(c.ref)?.exception)?.ref ??
      controls[0]?.ref,
  );
  const [help, setHelp] = useState(false);
  const [conflictOpen, setConflictOpen] = useState(false);
  const comment = useRef<HTMLTextAreaElement>(null);
  const list = useRef<HTMLDivElement>(null);

  const views: ControlView[] = controls.map((control) => {
    const answer = byRef.get(control.ref);
    const fields = queue.pendingOf(control.ref) ?? fieldsOf(answer);
    return { control, answer, fields, state: stateOfFields(fields) };
  });
  const viewOf = new Map(views.map((v) => [v.control.ref, v]));
  const summary = summariseAnswers(
    controls.map((c) => ({ ref: c.ref, domainId: c.domainId, weight: c.weight })),
    version.domains.map((d) => d.id),
    (ref) => viewOf.get(ref)?.state,
  );
  // Done: answered, not applicable or under an exception (everything a person decided).
  const done = summary.answered + summary.notApplicable + summary.exceptions;
  const rows = listRows(version.domains, views, filter, me);
  const visible = rows.flatMap((row) => (row.kind === 'control' ? [row.view.control.ref] : []));
  const currentView = current ? viewOf.get(current) : undefined;

  const move = useCallback(
    (step: 1 | -1) => {
      const index = current ? visible.indexOf(current) : -1;
      const next = visible[index < 0 ? 0 : Math.min(Math.max(index + step, 0), visible.length - 1)];
      if (next) setCurrent(next);
    },
    [current, visible],
  );
  const moveDomain = (step: 1 | -1) => {
    const domainOf = (ref: string | undefined) => (ref ? viewOf.get(ref)?.control.domainId : undefined);
    const here = domainOf(current);
    const order = [...new Set(visible.map((ref) => domainOf(ref)))];
    const target = order[Math.min(Math.max(order.indexOf(here) + step, 0), order.length - 1)];
    const first = visible.find((ref) => domainOf(ref) === target);
    if (first) setCurrent(first);
  };
  const edit = (ref: string, fields: AnswerFields) => {
    if (readOnly) return;
    queue.edit(ref, fields, byRef.get(ref)?.revision ?? 0);
  };
  const setStatus = (status: AnswerStatus | null) => {
    if (!currentView || readOnly) return;
    const next = visible[visible.indexOf(currentView.control.ref) + 1];
    edit(currentView.control.ref, { ...currentView.fields, status });
    if (status !== null && next) setCurrent(next);
  };

  useShortcuts({
    j: () => move(1),
    ArrowDown: () => move(1),
    k: () => move(-1),
    ArrowUp: () => move(-1),
    ']': () => moveDomain(1),
    '[': () => moveDomain(-1),
    c: () => comment.current?.focus(),
    '?': () => setHelp(true),
    ...Object.fromEntries(Object.entries(statusKeys).map(([key, status]) => [key, () => setStatus(status)])),
  });

  const conflictRef = queue.conflicts()[0];
  // A new conflict opens its dialog: the person decides before going on.
  const [shownConflict, setShownConflict] = useState<string | undefined>(undefined);
  if (conflictRef !== shownConflict) {
    setShownConflict(conflictRef);
    if (conflictRef) setConflictOpen(true);
  }
  const conflict = conflictRef ? queue.conflictOf(conflictRef) : undefined;
  const conflictControl = conflictRef ? viewOf.get(conflictRef) : undefined;

  return (
    <Stack gap="md">
      <div className={styles.toolbar}>
        <div style={{ flex: '1 1 260px', minWidth: 0, maxWidth: 520 }}>
          <ProgressBar
            label={m.assessments_progress()}
            value={done}
            max={summary.controls || 1}
            valueText={m.workspace_progress_answered({ done, total: summary.controls })}
          />
        </div>
        <SaveStatus
          state={queue.overall()}
          onRetry={() => queue.retryNow()}
          onShowConflict={() => setConflictOpen(true)}
        />
        <Button size="sm" variant="ghost" icon="help" onClick={() => setHelp(true)} aria-keyshortcuts="?">
          {m.workspace_shortcuts()}
        </Button>
      </div>
      {readOnly && canEdit ? (
        <Banner
          tone="info"
          title={assessment.status === 'archived' ? m.workspace_archived() : m.workspace_completed()}
        >
          {assessment.status === 'archived' ? m.workspace_archived_hint() : m.workspace_completed_hint()}
        </Banner>
      ) : null}
      <div className={styles.filters} role="group" aria-label={m.workspace_show()}>
        {workspaceFilters.map((f) => (
          <button
            key={f.id}
            type="button"
            className={styles.filterButton}
            aria-pressed={filter === f.id}
            onClick={() => setFilter(f.id)}
          >
            {f.label()}
          </button>
        ))}
      </div>
      <div className={styles.layout}>
        <aside className={styles.nav}>
          <DomainNav
            domains={[...version.domains]
              .sort((a, b) => a.order - b.order)
              .map((domain) => {
                const tally = summary.domains.find((d) => d.domainId === domain.id);
                return {
                  domain,
                  total: tally?.controls ?? 0,
                  done: tally ? tally.answered + tally.notApplicable + tally.exceptions : 0,
                };
              })}
            current={currentView?.control.domainId}
            onSelect={(domainId) => {
              const first =
                visible.find((ref) => viewOf.get(ref)?.control.domainId === domainId) ??
                controls.find((c) => c.domainId === domainId)?.ref;
              if (first) setCurrent(first);
              list.current?.focus();
            }}
          />
        </aside>
        <div className={styles.listArea} ref={list}>
          {rows.length === 0 ? (
            <Banner tone="info" title={m.workspace_no_match()} />
          ) : (
            <ControlList
              rows={rows}
              current={current}
              onSelect={setCurrent}
              changedByOthers={changedByOthers}
              memberName={memberName}
            />
          )}
        </div>
        <div
          className={styles.panelArea}
          onKeyDown={(event) => {
            // Esc leaves a field for the list, where the single-key shortcuts work again.
            if (
              event.key !== 'Escape' ||
              !(event.target instanceof HTMLElement) ||
              !event.target.matches('textarea, input')
            )
              return;
            event.target.blur();
            list.current?.querySelector<HTMLElement>('[role="listbox"]')?.focus();
          }}
        >
          {currentView ? (
            <ControlPanel
              control={currentView.control}
              domainName={domainName.get(currentView.control.domainId) ?? ''}
              fields={currentView.fields}
              answer={currentView.answer}
              onChange={(fields) => edit(currentView.control.ref, fields)}
              readOnly={readOnly}
              commentRef={comment}
              notice={
                // The latest answer is mine again (I kept mine, or answered since): nothing to point out.
                changedByOthers.has(currentView.control.ref) &&
                currentView.answer &&
                !savedBy(currentView.answer, me) ? (
                  <Banner
                    tone="info"
                    title={m.workspace_changed_by({ name: authorName(currentView.answer) })}
                  />
                ) : null
              }
              assignment={assignment?.(currentView.control.ref)}
            />
          ) : null}
        </div>
      </div>
      <ShortcutsDialog open={help} onOpenChange={setHelp} />
      {conflictRef && conflict && conflictControl ? (
        <ConflictDialog
          open={conflictOpen}
          onOpenChange={setConflictOpen}
          controlRef={conflictRef}
          controlTitle={conflictControl.control.title}
          mine={conflictControl.fields}
          theirs={conflict.theirs}
          theirAuthor={authorName(conflict.theirs)}
          onChoose={(choice) => {
            queue.resolve(conflictRef, choice);
            if (choice === 'theirs') onTakeTheirs(conflict.theirs);
            setConflictOpen(queue.conflicts().length > 0);
          }}
        />
      ) : null}
    </Stack>
  );
}
