import { createFakeCall } from '@assay/client/testing';
import { readCsv } from '@assay/domain/csv';
import type { PlatformAuditItem } from '@assay/domain/platform';
import { describe, expect, it } from 'vitest';
import { auditCsv, auditCsvHeader, collectAudit, EXPORT_MAX_ENTRIES } from './export-csv.ts';

const item = (id: string, change: Partial<PlatformAuditItem> = {}): PlatformAuditItem => ({
  entry: {
    id,
    at: '2026-11-20T10:00:00.000Z',
    actorUid: 'u1',
    action: 'tenants-create',
    target: 'tenant/t1',
    orgId: 'o1',
    summary: 'Created a tenant',
    subjectName: '=cmd|"/c calc"!A1',
    changedFields: ['name', 'kind'],
  },
  log: 'organisation',
  organisation: { tid: 'o1', name: 'Northwind' },
  actorEmail: 'owner@northwind.test',
  ...change,
});

describe('auditCsv', () => {
  it('writes one row per entry with its log, organisation, actor and action in words, and a formula-like subject as text', () => {
    const table = readCsv(
      auditCsv([item('a1'), item('a2', { log: 'platform', organisation: null, actorEmail: null })]),
      { maxRows: 10 },
    );
    expect(table.header).toEqual([...auditCsvHeader]);
    expect(table.rows[0]).toEqual([
      '2026-11-20T10:00:00.000Z',
      'organisation',
      'o1',
      'Northwind',
      'u1',
      'owner@northwind.test',
      'tenants-create',
      'Tenant created',
      'tenant/t1',
      'Created a tenant',
      '\'=cmd|"/c calc"!A1',
      'name kind',
    ]);
    expect(table.rows[1]?.slice(1, 6)).toEqual(['platform', '', '', 'u1', '']);
  });
});

describe('collectAudit', () => {
  it('reads every page of the filtered log, 100 at a time', async () => {
    const call = createFakeCall({
      'service-listAudit': ({ cursor }) =>
        cursor ? { items: [item('a2')], nextCursor: null } : { items: [item('a1')], nextCursor: 'c1' },
    });
    const { items, truncated } = await collectAudit(call, { tid: 'o1' });
    expect(items.map((entry) => entry.entry.id)).toEqual(['a1', 'a2']);
    expect(truncated).toBe(false);
    expect(call.inputsOf('service-listAudit')).toEqual([
      { tid: 'o1', pageSize: 100 },
      { tid: 'o1', pageSize: 100, cursor: 'c1' },
    ]);
  });

  it('stops at the cap and says more matched', async () => {
    let page = 0;
    const call = createFakeCall({
      'service-listAudit': () => ({
        items: Array.from({ length: 100 }, (_, index) => item(`a${page}-${index}`)),
        nextCursor: `c${++page}`,
      }),
    });
    const { items, truncated } = await collectAudit(call, {});
    expect(items).toHaveLength(EXPORT_MAX_ENTRIES);
    expect(truncated).toBe(true);
  });
});
