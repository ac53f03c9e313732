import { describe, expect, it } from 'vitest';
import {
  baselineVersionSchema,
  controlSchema,
  domainSchema,
  frameworkOf,
  knownFrameworks,
} from '../baseline.ts';
import { translatedControlFields } from '../translations/index.ts';
import { validateBaselineVersion } from '../versioning.ts';
import { globalBaselines } from './index.ts';

describe('the shipped library', () => {
  it('holds the two global baselines with distinct ids and lineages', () => {
    expect(globalBaselines.map((v) => v.baseline.name)).toEqual([
      'Essential security hygiene',
      'Cloud workspace security',
    ]);
    expect(new Set(globalBaselines.map((v) => v.baseline.id)).size).toBe(2);
    expect(new Set(globalBaselines.map((v) => v.baseline.lineageId)).size).toBe(2);
  });

  describe.each(globalBaselines.map((v) => [v.baseline.name, v] as const))('%s', (_name, version) => {
    it('passes every rule of the schema', () => {
      expect(validateBaselineVersion(version)).toEqual([]);
      expect(baselineVersionSchema.parse(version)).toEqual(version);
    });

    it('is global and published, with 40+ controls over 6+ domains, every domain used', () => {
      expect(version.baseline.owner).toEqual({ kind: 'global' });
      expect(version.baseline.status).toBe('published');
      expect(version.controls.length).toBeGreaterThanOrEqual(40);
      expect(version.domains.length).toBeGreaterThanOrEqual(6);
      for (const domain of version.domains)
        expect(
          version.controls.some((c) => c.domainId === domain.id),
          domain.name,
        ).toBe(true);
    });

    it('gives every control guidance and at least one reference to a known framework', () => {
      for (const control of version.controls) {
        expect(control.guidance.length, control.ref).toBeGreaterThan(20);
        expect(control.description.length, control.ref).toBeGreaterThan(20);
        expect(control.references.length, control.ref).toBeGreaterThan(0);
        for (const reference of control.references)
          expect(knownFrameworks, `${control.ref} ${reference}`).toContain(frameworkOf(reference));
      }
    });

    it.each(['de', 'fr'] as const)(
      'gives every domain and control a %s translation of each field, under the same rules',
      (locale) => {
        for (const domain of version.domains) {
          const name = domain.translations?.[locale]?.name;
          expect(name, domain.id).toBeTruthy();
          expect(name, domain.id).not.toBe(domain.name);
        }
        for (const control of version.controls) {
          const translation = control.translations?.[locale];
          for (const field of translatedControlFields) {
            expect(translation?.[field], `${control.ref} ${field}@${locale}`).toBeTruthy();
            // Sentences always read differently in another language (a title may coincide: "Firewall").
            if (field !== 'title')
              expect(translation?.[field], `${control.ref} ${field}`).not.toBe(control[field]);
          }
          // The same text rules and limits as the English fields (validateBaselineVersion checks them too).
          expect(controlSchema.shape.translations.parse(control.translations)).toEqual(control.translations);
        }
        expect(domainSchema.parse(version.domains[0])).toEqual(version.domains[0]);
      },
    );
  });
});
