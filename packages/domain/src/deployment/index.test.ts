import { describe, expect, it } from 'vitest';
import { isLocalProject, localOnlyIn } from './index.ts';

describe('deployment', () => {
  it('treats only demo-* projects as local', () => {
    expect(isLocalProject('demo-assay')).toBe(true);
    expect(isLocalProject('assay-test')).toBe(false);
    expect(isLocalProject('assay-production')).toBe(false);
    // A project merely containing "demo" is a real one.
    expect(isLocalProject('assay-demo-eu')).toBe(false);
  });

  it('offers every local-only feature on the emulators of a demo project', () => {
    expect(localOnlyIn('demo-assay', true)).toEqual({
      testBilling: true,
      outboxAuthLinks: true,
      seeding: true,
      emulatedSignIn: true,
    });
  });

  it.each([
    ['a deployed project', 'assay-production', false],
    ['a real project on the emulators', 'assay-test', true],
    ['a demo project away from the emulators', 'demo-assay', false],
  ])('offers nothing local-only in %s', (_case, projectId, onEmulators) => {
    expect(localOnlyIn(projectId, onEmulators)).toEqual({
      testBilling: false,
      outboxAuthLinks: false,
      seeding: false,
      emulatedSignIn: false,
    });
  });
});
