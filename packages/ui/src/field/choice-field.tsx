import type { ReactNode } from 'react';
import { FieldMessages, type FieldIds } from './field';
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
      <FieldMessages ids={ids} hint={hint} error={error} className={styles.choiceMessages} />
    </div>
  );
}
