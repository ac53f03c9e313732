import { describe, expect, it } from 'vitest';
import { domainNameSchema, emailDomain, ssoTxtNames, txtRecordsContain } from './domains.ts';

describe('domainNameSchema', () => {
  it.each([
    ['example.com', 'example.com'],
    ['  Example.COM ', 'example.com'],
    ['mail.eu-west.example.co.uk', 'mail.eu-west.example.co.uk'],
    ['xn--bcher-kva.example', 'xn--bcher-kva.example'],
  ])('accepts %j as %j', (input, output) => {
    expect(domainNameSchema.parse(input)).toBe(output);
  });

  it.each([
    'localhost',
    'example',
    'example.com.',
    '-example.com',
    'example-.com',
    'exa mple.com',
    'example.123',
    'name@example.com',
    'https://example.com',
    '_assay.example.com',
    `${'a'.repeat(64)}.com`,
    `${'abcdefghi.'.repeat(26)}com`, // 263 characters
  ])('refuses %j', (input) => {
    expect(domainNameSchema.safeParse(input).success).toBe(false);
  });
});

describe('emailDomain', () => {
  it('is the lower-case part after the last @', () => {
    expect(emailDomain('Ann@Example.COM')).toBe('example.com');
    expect(emailDomain('"a@b"@example.org')).toBe('example.org');
    expect(emailDomain('no-at-sign')).toBeNull();
    expect(emailDomain('trailing@')).toBeNull();
  });
});

describe('TXT records', () => {
  it('looks at _assay.<domain> first, then the domain', () => {
    expect(ssoTxtNames('example.com')).toEqual(['_assay.example.com', 'example.com']);
  });

  it('joins a record’s character-strings and forgives surrounding spaces, not case', () => {
    expect(txtRecordsContain([['assay-verification=', 'Ab1']], 'assay-verification=Ab1')).toBe(true);
    expect(txtRecordsContain([[' assay-verification=Ab1 ']], 'assay-verification=Ab1')).toBe(true);
    expect(txtRecordsContain([['assay-verification=ab1']], 'assay-verification=Ab1')).toBe(false);
    expect(txtRecordsContain([['assay-verification=Ab1x']], 'assay-verification=Ab1')).toBe(false);
    expect(txtRecordsContain([], 'assay-verification=Ab1')).toBe(false);
  });
});
