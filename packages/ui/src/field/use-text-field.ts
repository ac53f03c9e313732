import { useRef, type ChangeEvent, type FocusEvent, type ReactNode, type Ref } from 'react';
import { describedBy, useFieldIds, type FieldIds } from './field';
import type { Rule } from './rules';
import { useFieldRules, type FieldHandle, type FieldRulesState } from './use-field-rules';
import { useTextControl } from './use-text-control';

type TextElement = HTMLInputElement | HTMLTextAreaElement;

export interface UseTextFieldOptions<E extends TextElement> {
  id?: string | undefined;
  value: string;
  onValueChange?: ((value: string) => void) | undefined;
  rules?: readonly Rule[] | undefined;
  hint?: ReactNode;
  mask?: string | undefined;
  maxLength?: number | undefined;
  counter?: boolean | undefined;
  debounce?: number | undefined;
  error?: string | null | undefined;
  required?: boolean | undefined;
  requiredMessage?: string | undefined;
  disabled?: boolean | undefined;
  onBlur?: ((event: FocusEvent<E>) => void) | undefined;
  ref?: Ref<FieldHandle> | undefined;
  elementRef?: Ref<E> | undefined;
}

export interface TextFieldState<E extends TextElement> {
  ids: FieldIds;
  field: FieldRulesState;
  /** "n / max", "n", or undefined without a counter. */
  counterText: string | undefined;
  /** Spread on the <input> or <textarea>. */
  controlProps: {
    ref: (node: E | null) => void;
    id: string;
    value: string;
    maxLength: number | undefined;
    disabled: boolean | undefined;
    'aria-invalid': true | undefined;
    'aria-required': true | undefined;
    'aria-describedby': string | undefined;
    onChange: (event: ChangeEvent<E>) => void;
    onBlur: (event: FocusEvent<E>) => void;
  };
}

/** Everything TextField and Textarea share: model value, debounce, mask, max length, rules, counter and ARIA wiring. */
export function useTextField<E extends TextElement>({
  id,
  value,
  onValueChange,
  rules,
  hint,
  mask,
  maxLength,
  counter = false,
  debounce,
  error,
  required = false,
  requiredMessage,
  disabled,
  onBlur,
  ref,
  elementRef,
}: UseTextFieldOptions<E>): TextFieldState<E> {
  const ids = useFieldIds(id);
  const element = useRef<E | null>(null);
  const limit = maxLength ?? (mask ? mask.length : undefined);
  const control = useTextControl({ value, onValueChange, debounce, mask, maxLength: limit });
  const field = useFieldRules({
    value: control.text,
    rules,
    required,
    requiredMessage,
    error,
    focus: () => element.current?.focus(),
    element: () => element.current,
    beforeValidate: control.flush,
    ref,
  });

  const counterText = counter
    ? limit !== undefined
      ? `${control.text.length} / ${limit}`
      : String(control.text.length)
    : undefined;

  return {
    ids,
    field,
    counterText,
    controlProps: {
      ref: (node) => {
        element.current = node;
        if (typeof elementRef === 'function') elementRef(node);
        else if (elementRef) elementRef.current = node;
      },
      id: ids.controlId,
      value: control.text,
      maxLength: limit,
      disabled,
      'aria-invalid': field.invalid || undefined,
      'aria-required': required || undefined,
      'aria-describedby': describedBy(ids, { hint, error: field.error }),
      onChange: (event) => control.change(event.target.value),
      onBlur: (event) => {
        control.flush();
        field.touch();
        onBlur?.(event);
      },
    },
  };
}
