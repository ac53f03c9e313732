import { fieldRules, refusalReasons, type FieldRule } from '@assay/domain/errors';
import { setLocale } from '@assay/messages/runtime';
import { afterEach, describe, expect, it } from 'vitest';
import { reasonWords, ruleWords } from './index.ts';

afterEach(() => void setLocale('en', { reload: false }));

/** Params enough for any rule: each wording's placeholders must be filled. */
const params = {
  min: 3,
  max: 80,
  step: 5,
  allowed: 'a, b',
  value: 'IAM-01',
  refs: 'X-1',
  expected: 'string',
};

describe('error wording', () => {
  it.each(['en', 'de', 'fr', 'nl', 'es'] as const)('words every rule the server can send in %s', (locale) => {
    void setLocale(locale, { reload: false });
    for (const rule of Object.keys(fieldRules) as FieldRule[]) {
      const text = ruleWords[rule]?.(params);
      expect({ rule, text }).toEqual({ rule, text: expect.stringMatching(/^[^{}]+$/) as string });
    }
  });

  it('words every rule in German, not in English', () => {
    const english = Object.fromEntries(
      (Object.keys(fieldRules) as FieldRule[]).map((rule) => [rule, ruleWords[rule](params)]),
    );
    void setLocale('de', { reload: false });
    for (const rule of Object.keys(fieldRules) as FieldRule[])
      expect({ rule, text: ruleWords[rule](params) }).not.toEqual({ rule, text: english[rule] });
  });

  it.each(['en', 'de', 'fr', 'nl', 'es'] as const)(
    'words every refusal reason the server can send in %s',
    (locale) => {
      void setLocale(locale, { reload: false });
      for (const reason of refusalReasons) {
        const text = reasonWords[reason]({ reason, limit: { name: 'tenants', max: 3 } });
        expect({ reason, text }).toEqual({ reason, text: expect.stringMatching(/^[^{}]+$/) as string });
      }
    },
  );

  it('words every refusal reason in German, not in English', () => {
    const details = { limit: { name: 'members', max: 5 } };
    const english = Object.fromEntries(
      refusalReasons.map((reason) => [reason, reasonWords[reason](details)]),
    );
    void setLocale('de', { reload: false });
    for (const reason of refusalReasons)
      expect({ reason, text: reasonWords[reason](details) }).not.toEqual({ reason, text: english[reason] });
  });

  it('words a plan limit by the limit it names, with its number', () => {
    void setLocale('de', { reload: false });
    expect(reasonWords['plan-limit']({ reason: 'plan-limit', limit: { name: 'tenants', max: 3 } })).toBe(
      'Ihr Tarif erlaubt 3 Mandanten. Wechseln Sie den Tarif oder archivieren Sie einige, um mehr hinzuzufügen.',
    );
    expect(reasonWords['plan-limit']({ reason: 'plan-limit', limit: { name: 'members', max: 1 } })).toMatch(
      /^Ihr Tarif erlaubt 1 Mitglied\./,
    );
  });
});
