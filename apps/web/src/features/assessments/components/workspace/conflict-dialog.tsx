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
      <span>Status: {status}</span>
      <span>Maturity: {maturity ?? '—'}</span>
      <span>Comment: {comment || '—'}</span>
      <span>Evidence: {evidence.length === 0 ? '—' : evidence.join(', ')}</span>
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
    status ? answerStatusLabels[status].label() : 'Unanswered';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content size="lg">
        <Dialog.Header>
          <Dialog.Title>
            {controlRef} was changed by {theirAuthor}
          </Dialog.Title>
          <Dialog.Description>
            {controlTitle}. Their answer was saved while you were editing yours; nothing has been overwritten.
            Choose the answer to keep.
          </Dialog.Description>
        </Dialog.Header>
        <div className={styles.compare}>
          <Side
            title="Your answer (not saved)"
            status={label(mine.status)}
            maturity={mine.maturity}
            comment={mine.comment ?? ''}
            evidence={mine.evidence ?? []}
          />
          <Side
            title={`Their answer (${theirAuthor})`}
            status={label(theirs.status)}
            maturity={theirs.maturity}
            comment={theirs.comment}
            evidence={theirs.evidence}
            footer={
              <span>
                Saved <RelativeTime value={theirs.updatedAt} />
              </span>
            }
          />
        </div>
        <Dialog.Footer>
          <Button variant="outline" onClick={() => onChoose('theirs')}>
            Use their answer
          </Button>
          <Button onClick={() => onChoose('mine')}>Keep mine</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
