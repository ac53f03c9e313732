import { describe, expect, it } from 'vitest';
import { controlSchema, domainSchema, CONTROL_TITLE_MAX } from '../baseline.ts';
import type { Control, Domain } from '../baseline.ts';
import {
  controlText,
  domainName,
  inLocale,
  parseTranslatedFieldKey,
  translatedControlFields,
} from './index.ts';

const control: Control = {
  id: 'iam-01',
  ref: 'IAM-01',
  title: 'Multi-factor authentication',
  description: 'Every account uses a second factor.',
  guidance: 'Start with email and admin accounts.',
  domainId: 'iam',
  weight: 5,
  effort: 'S',
  references: ['CIS-v8 6.3'],
  tags: ['mfa'],
  translations: {
    de: { title: 'Mehrfaktor-Authentifizierung', guidance: 'Beginnen Sie mit E-Mail- und Admin-Konten.' },
    fr: { title: 'Authentification multifacteur' },
  },
};
const domain: Domain = { id: 'iam', name: 'Identity', order: 0, translations: { de: { name: 'Identität' } } };

const issuesOf = (translations: unknown) => {
  const parsed = controlSchema.safeParse({ ...control, translations });
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('translations of a control', () => {
  it('are kept by the schema as given', () => {
    expect(controlSchema.parse(control)).toEqual(control);
    expect(domainSchema.parse(domain)).toEqual(domain);
    const { translations: _, ...untranslated } = control;
    expect(controlSchema.parse(untranslated)).toEqual(untranslated);
  });

  it('follow the text rules and limits of the field they translate', () => {
    expect(issuesOf({ de: { title: 'x'.repeat(CONTROL_TITLE_MAX + 1) } })).toEqual([
      ['translations.de.title', `At most ${CONTROL_TITLE_MAX} characters`],
    ]);
    expect(issuesOf({ fr: { title: 'Line\nbreak' } })).toEqual([
      ['translations.fr.title', 'Remove control characters'],
    ]);
    expect(issuesOf({ nl: { description: 'Two\nlines are fine', guidance: 'x\u202E' } })).toEqual([
      ['translations.nl.guidance', 'Remove text-direction control characters'],
    ]);
    expect(issuesOf({ es: { guidance: 'x'.repeat(5001) } })).toEqual([
      ['translations.es.guidance', 'At most 5000 characters'],
    ]);
  });

  it('refuse a language that is not a translation language, and empty text or languages', () => {
    expect(issuesOf({ it: { title: 'Autenticazione' } })).toEqual([
      ['translations', 'Translations are in de, fr, nl, es only; not it'],
    ]);
    expect(issuesOf({ en: { title: 'Again' } })).toEqual([
      ['translations', 'Translations are in de, fr, nl, es only; not en'],
    ]);
    expect(issuesOf({ de: { title: '  ' } })).toEqual([
      ['translations.de.title', 'Leave out a translation rather than leave it empty'],
    ]);
    expect(issuesOf({ de: {} })).toEqual([
      ['translations.de', 'Give a title, description or guidance, or leave the language out'],
    ]);
    expect(issuesOf({})).toEqual([['translations', 'Leave out translations rather than leave them empty']]);
    expect(issuesOf({ de: { title: 'Titel', notes: 'x' } })).toEqual([
      ['translations.de', 'Unrecognized key: "notes"'],
    ]);
  });
});

describe('controlText, domainName and inLocale', () => {
  it('give the reader’s language field by field, else the baseline’s own text', () => {
    expect(controlText(control, 'de')).toEqual({
      title: 'Mehrfaktor-Authentifizierung',
      description: 'Every account uses a second factor.',
      guidance: 'Beginnen Sie mit E-Mail- und Admin-Konten.',
    });
    expect(controlText(control, 'fr').title).toBe('Authentification multifacteur');
    for (const locale of ['en', 'nl', 'en-XA', undefined] as const)
      expect(controlText(control, locale)).toEqual({
        title: control.title,
        description: control.description,
        guidance: control.guidance,
      });
    expect(domainName(domain, 'de')).toBe('Identität');
    expect(domainName(domain, 'fr')).toBe('Identity');
  });

  it('turn a whole version into the reader’s language without touching ids, refs or scoring fields', () => {
    const content = { domains: [domain], controls: [control] };
    const german = inLocale(content, 'de');
    expect(german.domains[0]).toEqual({ ...domain, name: 'Identität' });
    expect(german.controls[0]).toEqual({ ...control, ...controlText(control, 'de') });
    expect(inLocale(content, 'en')).toBe(content);
    expect(inLocale(content, 'nl').controls[0]).toBe(control);
  });

  it('name translated fields as `field@locale`', () => {
    expect(parseTranslatedFieldKey('title@de', translatedControlFields)).toEqual({
      field: 'title',
      locale: 'de',
    });
    expect(parseTranslatedFieldKey('title@it', translatedControlFields)).toBeNull();
    expect(parseTranslatedFieldKey('weight@de', translatedControlFields)).toBeNull();
    expect(parseTranslatedFieldKey('title', translatedControlFields)).toBeNull();
  });
});
