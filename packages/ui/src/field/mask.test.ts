import { describe, expect, it } from 'vitest';
import { applyMask, isMaskComplete, unmask } from './mask';

describe('applyMask', () => {
  it('fills digit slots and inserts literals as the user types', () => {
    expect(applyMask('1', '####-##')).toBe('1');
    expect(applyMask('1234', '####-##')).toBe('1234');
    expect(applyMask('12345', '####-##')).toBe('1234-5');
    expect(applyMask('123456789', '####-##')).toBe('1234-56');
  });

  it('drops characters that do not fit a slot', () => {
    expect(applyMask('12ab34', '####')).toBe('1234');
    expect(applyMask('a1b2c3', 'AA-##')).toBe('ab-23');
    expect(applyMask('ab12', 'AA-##')).toBe('ab-12');
  });

  it('keeps a typed literal and lets the user delete back over it', () => {
    expect(applyMask('1234-', '####-##')).toBe('1234-');
    expect(applyMask('1234', '####-##')).toBe('1234');
  });

  it('inserts leading literals and is idempotent', () => {
    const once = applyMask('5551234567', '(###) ###-####');
    expect(once).toBe('(555) 123-4567');
    expect(applyMask(once, '(###) ###-####')).toBe(once);
  });

  it("'*' accepts any character", () => {
    expect(applyMask('x!9', '*-*-*')).toBe('x-!-9');
  });

  it('unmasks and checks completeness', () => {
    expect(unmask('1234-56', '####-##')).toBe('123456');
    expect(isMaskComplete('1234-56', '####-##')).toBe(true);
    expect(isMaskComplete('1234-5', '####-##')).toBe(false);
  });
});
