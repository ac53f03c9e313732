import { useId, type ReactNode } from 'react';
import { Icon } from '../icon/icon';
import { hidden as visuallyHidden } from '../visually-hidden/visually-hidden.css';
import * as styles from './field.css';

export interface FieldIds {
  controlId: string;
  hintId: string;
  errorId: string;
}

/** Stable ids for a control and its messages (uses the given id when there is one). */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const controlId = id ?? `field${generated.replace(/:/g, '')}`;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

/** aria-describedby for a control: its error first, then its hint. */
export function describedBy(
  ids: FieldIds,
  { hint, error }: { hint?: ReactNode; error?: string | null },
): string | undefined {
  const parts = [error ? ids.errorId : null, hint ? ids.hintId : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/** Error (first) and hint under a control, with the ids its aria-describedby points at. */
export function FieldMessages({
  ids,
  hint,
  error,
  className,
}: {
  ids: FieldIds;
  hint?: ReactNode;
  error?: string | null | undefined;
  className?: string;
}) {
  if (!hint && !error) return null;
  return (
    <div className={className ?? styles.messages}>
      {error ? (
        <p id={ids.errorId} className={styles.error} data-field-error="">
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
  );
}

export interface FieldProps {
  ids: FieldIds;
  label: ReactNode;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean | undefined;
  hint?: ReactNode;
  error?: string | null | undefined;
  required?: boolean | undefined;
  /** e.g. "12 / 40". */
  counter?: ReactNode;
  className?: string | undefined;
  children: ReactNode;
}

/** Layout of a form field: label, the control, then hint, error and counter below. */
export function Field({
  ids,
  label,
  hideLabel = false,
  hint,
  error,
  required = false,
  counter,
  className,
  children,
}: FieldProps) {
  const labelElement = (
    <label htmlFor={ids.controlId} className={hideLabel ? `${styles.label} ${visuallyHidden}` : styles.label}>
      {label}
      {required ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      {labelElement}
      {children}
      <div className={styles.below}>
        <FieldMessages ids={ids} hint={hint} error={error} />
        {counter !== undefined && counter !== null ? (
          <span className={styles.counter} data-field-counter="">
            {counter}
          </span>
        ) : null}
      </div>
    </div>
  );
}
