import { useRef, type ComponentPropsWithoutRef, type Ref } from 'react';
import { describedBy, Field, useFieldIds } from '../field/field';
import * as styles from '../field/field.css';
import { useFieldRules } from '../field/use-field-rules';
import { useTextControl } from '../field/use-text-control';
import type { TextFieldBaseProps } from '../text-field/text-field';

export interface TextareaProps
  extends TextFieldBaseProps,
    Omit<ComponentPropsWithoutRef<'textarea'>, 'value' | 'defaultValue' | 'onChange' | 'required' | 'maxLength' | 'ref' | 'className'> {
  /** Visible lines; default 4. */
  rows?: number;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/** A multi-line TextField: same model value, rules, hint, max length, counter and debounce. */
export function Textarea({
  label,
  hideLabel,
  value,
  onValueChange,
  rules,
  hint,
  maxLength,
  counter = false,
  debounce,
  error: externalError,
  required = false,
  requiredMessage,
  ref,
  className,
  textareaRef,
  rows = 4,
  id,
  disabled,
  onBlur,
  ...textareaProps
}: TextareaProps) {
  const ids = useFieldIds(id);
  const element = useRef<HTMLTextAreaElement | null>(null);
  const control = useTextControl({ value, onValueChange, debounce, maxLength });
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

  const setRefs = (node: HTMLTextAreaElement | null) => {
    element.current = node;
    if (typeof textareaRef === 'function') textareaRef(node);
    else if (textareaRef) textareaRef.current = node;
  };

  return (
    <Field
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={field.error}
      required={required}
      counter={counter ? (maxLength !== undefined ? `${control.text.length} / ${maxLength}` : String(control.text.length)) : undefined}
      className={className}
    >
      <div className={styles.control({ multiline: true })} data-invalid={field.invalid} data-disabled={disabled ?? false}>
        <textarea
          {...textareaProps}
          ref={setRefs}
          id={ids.controlId}
          rows={rows}
          className={styles.textarea}
          value={control.text}
          maxLength={maxLength}
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
      </div>
    </Field>
  );
}
