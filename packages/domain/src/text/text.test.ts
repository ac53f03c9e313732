import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasVisibleText, humanText, textProblem, uniquenessKey } from './text.ts';

const name = humanText({ max: 20, min: 1, required: 'Enter a name' });
const description = humanText({ max: 200, multiline: true });
const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues.map((issue) => issue.message);
};

describe('humanText', () => {
  it('accepts ordinary text in any script, trimmed, with emoji and joiners inside', () => {
    expect(name.parse('  Acme Ltd ')).toBe('Acme Ltd');
    expect(name.parse('Müller & Söhne')).toBe('Müller & Söhne');
    expect(name.parse('شركة النور')).toBe('شركة النور');
    expect(name.parse('👩‍💻 Team')).toBe('👩‍💻 Team');
    expect(description.parse('Line one\nLine two\tindented\r\n')).toBe('Line one\nLine two\tindented');
  });

  it.each([
    ['NUL', 'Acme\u0000Ltd', 'Remove control characters'],
    ['a C0 control', 'Acme\u001BLtd', 'Remove control characters'],
    ['a newline in a one-line name', 'Acme\nLtd', 'Remove control characters'],
    ['DEL', 'Acme\u007F', 'Remove control characters'],
    ['a C1 control', 'Acme\u0085Ltd', 'Remove control characters'],
    ['a right-to-left override', 'Invoice\u202Egpj.exe', 'Remove text-direction control characters'],
    ['a left-to-right embedding', '\u202AAcme', 'Remove text-direction control characters'],
    ['a first-strong isolate', 'Acme\u2068x\u2069', 'Remove text-direction control characters'],
    ['a lone high surrogate', 'Acme\uD800', 'Contains an invalid character'],
    ['a lone low surrogate', '\uDC00Acme', 'Contains an invalid character'],
    ['only zero-width spaces', '\u200B\u200B', 'Use visible characters'],
    ['only joiners and a soft hyphen', '\u200D\u00AD\u2060', 'Use visible characters'],
    ['only Hangul fillers', '\u3164\u3164', 'Use visible characters'],
    ['only a Braille blank', '\u2800', 'Use visible characters'],
  ])('rejects %s', (_label, value, message) => {
    expect(messageOf(name, value)).toEqual([message]);
  });

  it('still rejects control characters other than tab and newline in multi-line text', () => {
    expect(messageOf(description, 'Line\u0000')).toEqual(['Remove control characters']);
    expect(messageOf(description, 'Li\u000Bne')).toEqual(['Remove control characters']);
    expect(messageOf(description, 'x\u202E')).toEqual(['Remove text-direction control characters']);
  });

  it('allows empty optional text but not empty required text', () => {
    expect(description.parse('   ')).toBe('');
    expect(messageOf(name, '   ')).toEqual(['Enter a name']);
  });

  it('keeps its bounds and a marker in the JSON Schema', () => {
    expect(z.toJSONSchema(name)).toMatchObject({
      type: 'string',
      minLength: 1,
      maxLength: 20,
      humanText: true,
    });
  });
});

describe('textProblem and hasVisibleText', () => {
  it('accept a bidi mark (LRM) that only hints direction', () => {
    expect(textProblem('abc\u200Edef')).toBeNull();
    expect(hasVisibleText('\u200E x')).toBe(true);
  });
});

describe('uniquenessKey', () => {
  it.each([
    ['Acme Ltd', 'ACME  ltd'],
    ['Acme Ltd', 'Ac\u200Bme Ltd'],
    ['Acme Ltd', 'Acme\u00AD Ltd'],
    ['Acme Ltd', '\uFEFFAcme Ltd\u2060'],
    ['Acme Ltd', 'Ａｃｍｅ Ltd'],
    ['Café', 'Cafe\u0301'],
  ])('makes %j and %j collide', (a, b) => {
    expect(uniquenessKey(a)).toBe(uniquenessKey(b));
  });

  it('keeps different names apart', () => {
    expect(uniquenessKey('Acme Ltd')).not.toBe(uniquenessKey('Acme Lt'));
  });
});
