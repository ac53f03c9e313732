import { describe, expect, it } from 'vitest';
import { firstError, rules } from './rules';

describe('rules', () => {
  it('firstError returns the first failing message, or null', () => {
    const list = [rules.required(), rules.minLength(3, 'Too short'), rules.email()];
    expect(firstError('', list)).toBe('This field is required');
    expect(firstError('ab', list)).toBe('Too short');
    expect(firstError('abc', list)).toBe('Enter a valid email address');
    expect(firstError('a@b.co', list)).toBeNull();
  });

  it('pattern and maxLength accept empty values only where sensible', () => {
    expect(rules.pattern(/^\d+$/)('')).toBe(true);
    expect(rules.pattern(/^\d+$/, 'Digits only')('12a')).toBe('Digits only');
    expect(rules.maxLength(2)('abc')).toBe('Use at most 2 characters');
  });
});
