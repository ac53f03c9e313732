import { m } from '@assay/messages';
import type { Answer, AnswerFields } from '@assay/domain/assessments';
import { Button, Dialog, RelativeTime } from '@assay/ui';
import { answerStatusLabels } from '@assay/views/answers';
import type { ReactNode } from 'react';
import * as styles from './workspace.css.ts';

export interface ConflictDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  controlRef: string;
  controlTitle: string;
  mine: AnswerFields;
  theirs: Answer;
  /** Who saved theirs, in words. */
  theirAuthor: string;
  onChoose: (choice: 'mine' | 'theirs') => void;
}

function Side({
  title,
  status,
  maturity,
  comment,
  evidence,
  footer,
}: {
  title: string;
  status: string;
  maturity: number | null | undefined;
  comment: string;
  evidence: readonly string[];
  footer?: ReactNode;
}) {
  return (
    <section className={styles.compareSide} aria-label={title}>
      <strong>{title}</strong>
      <span>{m.conflict_status({ value: status })}</span>
      <span>{m.conflict_maturity({ value: maturity ?? '—' })}</span>
      <span>{m.conflict_comment({ value: comment || '—' })}</span>
      <span>{m.conflict_evidence({ value: evidence.length === 0 ? '—' : evidence.join(', ') })}</span>
      {footer}
    </section>
  );
}

/** Someone saved a newer answer of the same control: both answers side by side, the person chooses. */
export function ConflictDialog({
  open,
  onOpenChange,
  controlRef,
  controlTitle,
  mine,
  theirs,
  theirAuthor,
  onChoose,
}: ConflictDialogProps) {
  const label = (status: AnswerFields['status'] | undefined) =>
    status ? answerStatusLabels[status].label() : m.answer_state_unanswered();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content size="lg">
        <Dialog.Header>
          <Dialog.Title>{m.conflict_title({ ref: controlRef, name: theirAuthor })}</Dialog.Title>
          <Dialog.Description>{m.conflict_description({ title: controlTitle })}</Dialog.Description>
        </Dialog.Header>
        <div className={styles.compare}>
          <Side
            title={m.conflict_yours()}
            status={label(mine.status)}
            maturity={mine.maturity}
            comment={mine.comment ?? ''}
            evidence={mine.evidence ?? []}
          />
          <Side
            title={m.conflict_theirs({ name: theirAuthor })}
            status={label(theirs.status)}
            maturity={theirs.maturity}
            comment={theirs.comment}
            evidence={theirs.evidence}
            footer={
              <span>
                {m.conflict_saved()} <RelativeTime value={theirs.updatedAt} />
              </span>
            }
          />
        </div>
        <Dialog.Footer>
          <Button variant="outline" onClick={() => onChoose('theirs')}>
            {m.conflict_use_theirs()}
          </Button>
          <Button onClick={() => onChoose('mine')}>{m.conflict_keep_mine()}</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
