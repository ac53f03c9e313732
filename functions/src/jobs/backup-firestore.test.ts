import { describe, expect, it } from 'vitest';
import { backupPlan, exportRequest } from './backup-firestore.ts';

describe('backupFirestore', () => {
  it('exports the whole database into one folder per day of the bucket', () => {
    expect(
      exportRequest('assay-production', 'gs://assay-production-backups/', new Date('2026-03-04T03:00:00Z')),
    ).toEqual({
      url: 'https://firestore.googleapis.com/v1/projects/assay-production/databases/(default):exportDocuments',
      body: { outputUriPrefix: 'gs://assay-production-backups/firestore/2026-03-04' },
    });
  });

  it('exports wherever a bucket is set, and fails loudly in production without one', () => {
    expect(backupPlan('production', 'gs://b')).toEqual({ export: true });
    expect(backupPlan('production', '')).toEqual({
      export: false,
      level: 'error',
      reason: 'ASSAY_BACKUP_BUCKET is not configured: no backup was taken',
    });
    expect(backupPlan('test', '')).toEqual({
      export: false,
      level: 'info',
      reason: 'no backup bucket in test: nothing exported',
    });
  });
});
