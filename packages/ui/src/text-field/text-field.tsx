import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-paths';
import type { Size } from '../theme/tokens';
import { Field } from '../field/field';
import * as styles from '../field/field.css';
import type { Rule } from '../field/rules';
import type { FieldHandle } from '../field/use-field-rules';
import { useTextField } from '../field/use-text-field';

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
  extends
    TextFieldBaseProps,
    Omit<
      ComponentPropsWithoutRef<'input'>,
      'value' | 'defaultValue' | 'onChange' | 'size' | 'required' | 'maxLength' | 'ref' | 'className'
    > {
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
  hint,
  required = false,
  className,
  size = 'md',
  icon,
  endAdornment,
  value,
  onValueChange,
  rules,
  mask,
  maxLength,
  counter,
  debounce,
  error,
  requiredMessage,
  ref,
  inputRef,
  id,
  disabled,
  onBlur,
  ...inputProps
}: TextFieldProps) {
  const { ids, field, counterText, controlProps } = useTextField<HTMLInputElement>({
    id,
    value,
    onValueChange,
    rules,
    hint,
    mask,
    maxLength,
    counter,
    debounce,
    error,
    required,
    requiredMessage,
    disabled,
    onBlur,
    ref,
    elementRef: inputRef,
  });
  return (
    <Field
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={field.error}
      required={required}
      counter={counterText}
      className={className}
    >
      <div
        className={styles.control({ size })}
        data-invalid={field.invalid}
        data-disabled={disabled ?? false}
      >
        {icon ? (
          <span className={styles.adornment}>
            <Icon name={icon} size="xs" />
          </span>
        ) : null}
        <input {...inputProps} {...controlProps} className={styles.input} />
        {endAdornment ? <span className={styles.adornment}>{endAdornment}</span> : null}
      </div>
    </Field>
  );
}
