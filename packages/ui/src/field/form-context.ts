import { createContext, useContext } from 'react';

export interface FieldRegistration {
  /** Marks the field as touched and returns whether it passes its rules. */
  validate: () => boolean;
  focus: () => void;
  element: () => HTMLElement | null;
}

export interface FormContextValue {
  /** True after the first submit attempt: every field shows its errors from then on. */
  submitted: boolean;
  /** True while an async onSubmit is running. */
  pending: boolean;
  register: (field: FieldRegistration) => () => void;
}

export const FormContext = createContext<FormContextValue | null>(null);

/** The surrounding <Form>'s state, or null outside one. */
export function useFormContext(): FormContextValue | null {
  return useContext(FormContext);
}
