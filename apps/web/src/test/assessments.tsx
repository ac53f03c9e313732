import type { Answer, Assessment } from '@assay/domain/assessments';
import type { BaselineVersion } from '@assay/domain/baselines';
import { emptySummary } from '@assay/domain/scoring';

/** A small published version: two domains, three controls. */
export function version(): BaselineVersion {
  return {
    baseline: {
      id: 'b1',
      lineageId: 'l1',
      owner: { kind: 'global' },
      name: 'Essentials',
      description: '',
      status: 'published',
      version: 2,
      revision: 0,
    },
    domains: [
      { id: 'iam', name: 'Identity', order: 0 },
      { id: 'bk', name: 'Backup', order: 1 },
    ],
    controls: [
      {
        id: 'c1',
        ref: 'IAM-01',
        title: 'Multi-factor sign-in',
        description: 'All staff sign in with MFA.',
        guidance: 'Use an authenticator app.',
        domainId: 'iam',
        weight: 3,
        effort: 'S',
        references: [],
        tags: [],
      },
      {
        id: 'c2',
        ref: 'IAM-02',
        title: 'Joiners and leavers',
        description: '',
        guidance: '',
        domainId: 'iam',
        weight: 2,
        effort: 'M',
        references: [],
        tags: [],
      },
      {
        id: 'c3',
        ref: 'BK-01',
        title: 'Offline backups',
        description: '',
        guidance: '',
        domainId: 'bk',
        weight: 5,
        effort: 'L',
        references: [],
        tags: [],
      },
    ],
  };
}

export function assessment(overrides: Partial<Assessment> = {}): Assessment {
  const v = version();
  return {
    id: 'a1',
    tenantId: 't1',
    name: 'Q3 review',
    status: 'in_progress',
    baseline: { id: 'b1', lineageId: 'l1', name: 'Essentials', version: 2 },
    ownerUid: 'u1',
    createdAt: '2026-07-01T10:00:00.000Z',
    updatedAt: '2026-07-02T10:00:00.000Z',
    summary: emptySummary(
      v.controls.map((c) => ({ ref: c.ref, domainId: c.domainId, weight: c.weight })),
      v.domains.map((d) => d.id),
    ),
    ...overrides,
  };
}

export function answer(ref: string, overrides: Partial<Answer> = {}): Answer {
  return {
    ref,
    comment: '',
    evidence: [],
    revision: 1,
    updatedAt: '2026-07-02T10:00:00.000Z',
    updatedBy: { kind: 'member', uid: 'u1' },
    ...overrides,
  };
}
