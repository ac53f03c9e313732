import { loadErrorWording } from '@assay/client';
import { setLocale } from '@assay/messages/runtime';
import { describe, expect, it, onTestFinished } from 'vitest';
import { parseTags, tagsProblem } from './tags.ts';

describe('tags', () => {
  it('parses a typed list into unique lower-case tags', () => {
    expect(parseTags(' EU, critical-supplier ,, eu')).toEqual(['eu', 'critical-supplier']);
    expect(parseTags('')).toEqual([]);
  });

  it('names the tag at fault and the rule it breaks', () => {
    expect(tagsProblem(['eu', 'not a tag'])).toBe(
      '“not a tag”: Use lower-case letters, digits and single dashes.',
    );
    expect(tagsProblem(['eu', 'x'.repeat(33)])).toBe(`“${'x'.repeat(33)}”: At most 32 characters.`);
  });

  it('counts the tags against the limit', () => {
    expect(tagsProblem(Array.from({ length: 21 }, (_, i) => `t${i}`))).toBe('At most 20 tags (you have 21).');
    expect(tagsProblem(['eu', 'finance'])).toBeUndefined();
  });

  it("words the rule in the page's language", async () => {
    await loadErrorWording();
    void setLocale('de', { reload: false });
    onTestFinished(() => void setLocale('en', { reload: false }));
    expect(tagsProblem(['eu', 'not a tag'])).toBe(
      '“not a tag”: Verwenden Sie Kleinbuchstaben, Ziffern und einzelne Bindestriche.',
    );
    expect(tagsProblem(Array.from({ length: 21 }, (_, i) => `t${i}`))).toBe('Höchstens 20 Einträge.');
  });
});
