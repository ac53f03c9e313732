import type { ComponentPropsWithoutRef, Ref } from 'react';
import { Field } from '../field/field';
import * as styles from '../field/field.css';
import { useTextField } from '../field/use-text-field';
import type { TextFieldBaseProps } from '../text-field/text-field';

export interface TextareaProps
  extends
    TextFieldBaseProps,
    Omit<
      ComponentPropsWithoutRef<'textarea'>,
      'value' | 'defaultValue' | 'onChange' | 'required' | 'maxLength' | 'ref' | 'className'
    > {
  /** Visible lines; default 4. */
  rows?: number;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/** A multi-line TextField: same model value, rules, hint, max length, counter and debounce. */
export function Textarea({
  label,
  hideLabel,
  hint,
  required = false,
  className,
  rows = 4,
  value,
  onValueChange,
  rules,
  maxLength,
  counter,
  debounce,
  error,
  requiredMessage,
  ref,
  textareaRef,
  id,
  disabled,
  onBlur,
  ...textareaProps
}: TextareaProps) {
  const { ids, field, counterText, controlProps } = useTextField<HTMLTextAreaElement>({
    id,
    value,
    onValueChange,
    rules,
    hint,
    maxLength,
    counter,
    debounce,
    error,
    required,
    requiredMessage,
    disabled,
    onBlur,
    ref,
    elementRef: textareaRef,
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
        className={styles.control({ multiline: true })}
        data-invalid={field.invalid}
        data-disabled={disabled ?? false}
      >
        <textarea {...textareaProps} {...controlProps} rows={rows} className={styles.textarea} />
      </div>
    </Field>
  );
}
