import type { ReactNode } from 'react';
import { Icon } from '../icon/icon';
import type { FieldIds } from './field';
import * as styles from './field.css';

export interface ChoiceFieldProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null | undefined;
  className?: string | undefined;
  /** The checkbox or switch. */
  children: ReactNode;
}

/** Layout for a checkbox or switch: the control beside its label, messages under the label. */
export function ChoiceField({ ids, label, hint, error, className, children }: ChoiceFieldProps) {
  return (
    <div className={className ? `${styles.choice} ${className}` : styles.choice}>
      {children}
      <label htmlFor={ids.controlId} className={styles.choiceLabel}>
        {label}
      </label>
      {hint || error ? (
        <div className={styles.choiceMessages}>
          {error ? (
            <p id={ids.errorId} className={styles.error}>
              <Icon name="alert" size={16} style={{ marginTop: '2px' }} />
              <span>{error}</span>
            </p>
          ) : null}
          {hint ? (
            <p id={ids.hintId} className={styles.hint}>
              {hint}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
