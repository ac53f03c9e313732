import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type FormEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { Button, type ButtonProps } from '../button/button';
import { FormContext, useFormContext, type FieldRegistration } from './form-context';

export interface FormProps extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit'> {
  /**
   * Called when every registered field passes its rules. May return a promise: the form is
   * `pending` until it settles (SubmitButton shows loading).
   */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<unknown>;
  /** Called instead when a field fails; the first invalid field is focused either way. */
  onInvalid?: () => void;
}

function byDocumentOrder(a: FieldRegistration, b: FieldRegistration): number {
  const elementA = a.element();
  const elementB = b.element();
  if (!elementA || !elementB) return 0;
  return elementA.compareDocumentPosition(elementB) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

/**
 * A form that validates its fields (TextField, Textarea, Select, Checkbox) on submit: fields show
 * their messages from the first attempt on, the first invalid one gets focus, and onSubmit only
 * runs when all pass. Native browser validation is off so messages look the same everywhere.
 */
export function Form({ onSubmit, onInvalid, children, noValidate = true, ...props }: FormProps) {
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const fields = useRef(new Set<FieldRegistration>());
  const handlers = useRef({ onSubmit, onInvalid });
  useLayoutEffect(() => {
    handlers.current = { onSubmit, onInvalid };
  });

  const register = useCallback((field: FieldRegistration) => {
    fields.current.add(field);
    return () => {
      fields.current.delete(field);
    };
  }, []);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    let invalid: FieldRegistration[] = [];
    // Validation may flush debounced values into the parent's state; render that before onSubmit
    // so the handler sees the final values.
    flushSync(() => {
      setSubmitted(true);
      invalid = [...fields.current].filter((field) => !field.validate());
    });
    if (invalid.length > 0) {
      invalid.sort(byDocumentOrder)[0]?.focus();
      handlers.current.onInvalid?.();
      return;
    }
    const result = handlers.current.onSubmit(event);
    if (result instanceof Promise) {
      setPending(true);
      result.catch(() => undefined).finally(() => setPending(false));
    }
  };

  const value = useMemo(() => ({ submitted, pending, register }), [submitted, pending, register]);
  return (
    <FormContext.Provider value={value}>
      <form noValidate={noValidate} onSubmit={handleSubmit} aria-busy={pending || undefined} {...props}>
        {children}
      </form>
    </FormContext.Provider>
  );
}

/** A type="submit" Button that shows loading while the surrounding Form's onSubmit promise runs. */
export function SubmitButton({ loading, ...props }: Omit<ButtonProps, 'type' | 'asChild'>) {
  const form = useFormContext();
  return <Button type="submit" loading={loading ?? form?.pending ?? false} {...props} />;
}
