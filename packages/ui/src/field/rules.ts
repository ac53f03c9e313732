/** A validation rule: returns true when the value is acceptable, else the message to show. */
export type Rule<T = string> = (value: T) => true | string;

/** The first failing rule's message, or null when every rule passes. */
export function firstError<T>(value: T, rules: readonly Rule<T>[] | undefined): string | null {
  for (const rule of rules ?? []) {
    const result = rule(value);
    if (result !== true) return result;
  }
  return null;
}

export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Ready-made rule factories for common checks (messages are overridable). */
export const rules = {
  required:
    (message = 'This field is required'): Rule<unknown> =>
    (value) =>
      isBlank(value) ? message : true,
  minLength:
    (min: number, message = `Use at least ${min} characters`): Rule =>
    (value) =>
      value.length === 0 || value.length >= min ? true : message,
  maxLength:
    (max: number, message = `Use at most ${max} characters`): Rule =>
    (value) =>
      value.length <= max ? true : message,
  pattern:
    (pattern: RegExp, message = 'Invalid format'): Rule =>
    (value) =>
      value === '' || pattern.test(value) ? true : message,
  email:
    (message = 'Enter a valid email address'): Rule =>
    (value) =>
      value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? true : message,
};
