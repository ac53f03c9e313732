import { useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { useUiText } from '../locale/index';
import { useFormContext } from './form-context';
import { firstError, isBlank, type Rule } from './rules';

export interface FieldHandle {
  /** Marks the field as touched, shows its first error and returns whether it is valid. */
  validateNow: () => boolean;
  focus: () => void;
  /** Hides messages again (until the next blur or submit). */
  reset: () => void;
}

export interface UseFieldRulesOptions<T> {
  value: T;
  rules?: readonly Rule<T>[] | undefined;
  /** Adds a first rule that fails on an empty value. */
  required?: boolean | undefined;
  requiredMessage?: string | undefined;
  /** An error from outside (e.g. the server); always shown while set. */
  error?: string | null | undefined;
  /** Focuses the control (used by Form to focus the first invalid field). */
  focus?: () => void;
  /** The control element, to order fields as they appear on the page. */
  element?: () => HTMLElement | null;
  /** Called by validateNow before validating (e.g. to flush a debounced value). */
  beforeValidate?: () => void;
  /** Exposes validateNow/focus/reset to a parent. */
  ref?: Ref<FieldHandle> | undefined;
}

export interface FieldRulesState {
  /** The message to show now: the external error, else the first failing rule once touched or submitted. */
  error: string | null;
  invalid: boolean;
  touched: boolean;
  /** Call on blur. */
  touch: () => void;
  validateNow: () => boolean;
  reset: () => void;
}

/**
 * Runs a field's rules. Messages appear after the field is blurred or after the first submit attempt
 * of the surrounding <Form>, and then update as the value changes.
 */
export function useFieldRules<T>({
  value,
  rules,
  required = false,
  requiredMessage,
  error: externalError,
  focus,
  element,
  beforeValidate,
  ref,
}: UseFieldRulesOptions<T>): FieldRulesState {
  const form = useFormContext();
  const text = useUiText();
  const [touched, setTouched] = useState(false);

  const allRules = useMemo<readonly Rule<T>[]>(
    // An empty required field says what its own rules say of it (e.g. a schema's "Enter a name"), else the generic message.
    () =>
      required
        ? [
            (v: T) => (isBlank(v) ? (requiredMessage ?? firstError(v, rules) ?? text.required) : true),
            ...(rules ?? []),
          ]
        : (rules ?? []),
    [required, requiredMessage, rules, text.required],
  );
  const ruleError = firstError(value, allRules);
  const visible = touched || (form?.submitted ?? false);
  const error = externalError || (visible ? ruleError : null);

  // Latest values for callbacks that outlive this render (Form's submit handler).
  const latest = useRef({ value, allRules, focus, element, beforeValidate });
  useEffect(() => {
    latest.current = { value, allRules, focus, element, beforeValidate };
  });

  const validateNow = useCallback(() => {
    latest.current.beforeValidate?.();
    setTouched(true);
    return firstError(latest.current.value, latest.current.allRules) === null;
  }, []);
  const touch = useCallback(() => setTouched(true), []);
  const reset = useCallback(() => setTouched(false), []);

  useImperativeHandle(ref, () => ({ validateNow, focus: () => latest.current.focus?.(), reset }), [
    validateNow,
    reset,
  ]);

  const register = form?.register;
  useEffect(() => {
    if (!register) return undefined;
    return register({
      validate: validateNow,
      focus: () => latest.current.focus?.(),
      element: () => latest.current.element?.() ?? null,
    });
  }, [register, validateNow]);

  return { error, invalid: error !== null, touched, touch, validateNow, reset };
}
