import { useRef, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-paths';
import type { Size } from '../theme/tokens';
import { describedBy, Field, useFieldIds } from '../field/field';
import * as styles from '../field/field.css';
import type { Rule } from '../field/rules';
import { useFieldRules, type FieldHandle } from '../field/use-field-rules';
import { useTextControl } from '../field/use-text-control';

/** Props shared by TextField and Textarea. */
export interface TextFieldBaseProps {
  label: ReactNode;
  /** Keep the label for screen readers only (e.g. a search box with a placeholder). */
  hideLabel?: boolean;
  /** The model value. */
  value: string;
  /** Receives the new (masked, length-limited) value; debounced when `debounce` is set. */
  onValueChange?: (value: string) => void;
  /** Checked in order; the first failing message is shown under the field. */
  rules?: readonly Rule[];
  hint?: ReactNode;
  /** Max characters (also enforced on paste and programmatic input). */
  maxLength?: number;
  /** Shows "n / max" (or "n" without maxLength) under the field. */
  counter?: boolean;
  /** ms to wait after typing before onValueChange; the field itself updates at once. */
  debounce?: number;
  /** External error (e.g. from the server), shown while set. */
  error?: string | null;
  /** Adds a "required" rule and marks the label. */
  required?: boolean;
  requiredMessage?: string;
  /** Exposes validateNow(), focus() and reset(). */
  ref?: Ref<FieldHandle>;
  className?: string;
}

export interface TextFieldProps
  extends TextFieldBaseProps,
    Omit<ComponentPropsWithoutRef<'input'>, 'value' | 'defaultValue' | 'onChange' | 'size' | 'required' | 'maxLength' | 'ref' | 'className'> {
  /** Pattern mask: '#' digit, 'A' letter, '*' any; other characters are inserted, e.g. '####-##'. */
  mask?: string;
  /** Control height: xs 30, sm 35, md 40, lg 50, xl 60 px. Default md. */
  size?: Size;
  /** Icon at the start of the box (e.g. 'search'). */
  icon?: IconName;
  /** Content at the end of the box (e.g. a clear IconButton). */
  endAdornment?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input bound to a model value, with rules, hint, mask, max length, counter and
 * debounce. Messages show after blur or the first submit of the surrounding Form, linked to the
 * input by aria-describedby, with aria-invalid set.
 */
export function TextField({
  label,
  hideLabel,
  value,
  onValueChange,
  rules,
  hint,
  mask,
  maxLength,
  counter = false,
  debounce,
  error: externalError,
  required = false,
  requiredMessage,
  ref,
  className,
  size = 'md',
  icon,
  endAdornment,
  inputRef,
  id,
  disabled,
  onBlur,
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds(id);
  const element = useRef<HTMLInputElement | null>(null);
  const limit = maxLength ?? (mask ? mask.length : undefined);
  const control = useTextControl({ value, onValueChange, debounce, mask, maxLength: limit });
  const field = useFieldRules({
    value: control.text,
    rules,
    required,
    requiredMessage,
    error: externalError,
    focus: () => element.current?.focus(),
    element: () => element.current,
    beforeValidate: control.flush,
    ref,
  });

  const setRefs = (node: HTMLInputElement | null) => {
    element.current = node;
    if (typeof inputRef === 'function') inputRef(node);
    else if (inputRef) inputRef.current = node;
  };

  return (
    <Field
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={field.error}
      required={required}
      counter={counter ? (limit !== undefined ? `${control.text.length} / ${limit}` : String(control.text.length)) : undefined}
      className={className}
    >
      <div className={styles.control({ size })} data-invalid={field.invalid} data-disabled={disabled ?? false}>
        {icon ? (
          <span className={styles.adornment}>
            <Icon name={icon} size="xs" />
          </span>
        ) : null}
        <input
          {...inputProps}
          ref={setRefs}
          id={ids.controlId}
          className={styles.input}
          value={control.text}
          maxLength={limit}
          disabled={disabled}
          aria-invalid={field.invalid || undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(ids, { hint, error: field.error })}
          onChange={(event) => control.change(event.target.value)}
          onBlur={(event) => {
            control.flush();
            field.touch();
            onBlur?.(event);
          }}
        />
        {endAdornment ? <span className={styles.adornment}>{endAdornment}</span> : null}
      </div>
    </Field>
  );
}
