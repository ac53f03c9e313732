import { describe, expect, it } from 'vitest';
import { AUDIT_SUMMARY_MAX, auditActionSchema, auditLine } from './index.ts';

describe('auditLine', () => {
  it.each([
    [
      'Created tenant\n2026-01-01 admin deleted everything',
      'Created tenant 2026-01-01 admin deleted everything',
    ],
    ['a\r\nb', 'a b'],
    ['a\u2028b\u2029c', 'a b c'],
    ['evil\u202Egnp.exe', 'evil gnp.exe'],
    ['tab\there', 'tab here'],
    ['nul\u0000byte', 'nul byte'],
  ])('turns %j into the single line %j', (input, expected) => {
    expect(auditLine(input)).toBe(expected);
  });

  it('caps the length', () => {
    expect(auditLine('x'.repeat(AUDIT_SUMMARY_MAX + 10))).toHaveLength(AUDIT_SUMMARY_MAX);
  });
});

describe('auditActionSchema', () => {
  it.each([
    'tenants-create',
    'members-changeRole',
    'seed',
    'expireExceptions',
    'invoice.payment_failed',
    'customer.subscription.created',
  ])('accepts the action %j the log holds', (action) => {
    expect(auditActionSchema.safeParse(action).success).toBe(true);
  });

  it.each(['', 'Tenants-create', 'tenants create', 'a--b', 'x'.repeat(101), 'tenants-create;drop'])(
    'refuses %j',
    (action) => {
      expect(auditActionSchema.safeParse(action).success).toBe(false);
    },
  );
});
