import { readCsv } from '@assay/domain/csv';
import type { OrganisationSummary } from '@assay/domain/platform';
import { describe, expect, it } from 'vitest';
import { organisationsCsv, organisationsCsvHeader } from './export-csv.ts';

const row: OrganisationSummary = {
  organisation: {
    id: 'o1',
    name: '=HYPERLINK("http://evil")',
    plan: 'team',
    createdAt: '2026-01-01T00:00:00.000Z',
    ownerUid: 'u1',
  },
  usage: { tenants: 3, members: 2, invitations: 1, privateBaselines: 0, apiKeys: 1, sharedUsers: 0 },
  limits: { tenants: 25, members: 10, privateBaselines: null, sharing: true, apiKeys: true },
  status: 'past_due',
  lastActivityAt: null,
};

describe('organisationsCsv', () => {
  it('writes one row per organisation with names people read, and a formula-like name as text', () => {
    const table = readCsv(organisationsCsv([row]), { maxRows: 10 });
    expect(table.header).toEqual([...organisationsCsvHeader]);
    expect(table.rows[0]).toEqual([
      'o1',
      '\'=HYPERLINK("http://evil")',
      'Team',
      'Payment overdue',
      '3',
      '25',
      '2',
      '1',
      '10',
      '0',
      '1',
      '0',
      '2026-01-01T00:00:00.000Z',
      '',
    ]);
  });
});
