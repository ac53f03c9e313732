import { m } from '@assay/messages';
import { answerStatuses, type AnswerStatus } from '@assay/domain/scoring';
import { answerStatusLabels } from './answer-status-labels.ts';
import * as styles from './answers.css.ts';

/** Met / partial / not met / N/A as toggle buttons, each with its key; pressing the chosen one again clears it. */
export function StatusPicker({
  value,
  onChange,
  disabled,
}: {
  value: AnswerStatus | null;
  onChange: (status: AnswerStatus | null) => void;
  disabled?: boolean;
}) {
  return (
    <div role="group" aria-label={m.common_status()} className={styles.statusGroup}>
      {answerStatuses.map((status) => {
        const { label, keys } = answerStatusLabels[status];
        const pressed = value === status;
        return (
          <button
            key={status}
            type="button"
            aria-pressed={pressed}
            aria-keyshortcuts={keys.join(' ')}
            disabled={disabled}
            className={`${styles.statusButton} ${pressed ? styles.statusPressed[status] : ''}`}
            onClick={() => onChange(pressed ? null : status)}
          >
            {label()}
            <span className={styles.keyHint} aria-hidden="true">
              {keys[0]}
            </span>
          </button>
        );
      })}
    </div>
  );
}
