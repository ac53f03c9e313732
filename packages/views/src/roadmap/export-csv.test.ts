import type { RoadmapItem } from '@assay/domain/roadmap';
import { setLocale } from '@assay/messages/runtime';
import { describe, expect, it, onTestFinished } from 'vitest';
import { roadmapCsv } from './export-csv.ts';

const item: RoadmapItem = {
  id: 'i1',
  tenantId: 't1',
  baseline: { id: 'b-v2', lineageId: 'b', name: 'ISO', version: 2 },
  controlRef: 'A-5',
  controlId: 'c5',
  title: '=HYPERLINK("http://evil")',
  priority: 2.5,
  bucket: 'next',
  rank: 1024,
  status: 'in_progress',
  ownerUid: 'u1',
  dueDate: '2026-02-01',
  notes: '+call vendor',
  edited: [],
  gap: true,
  assessmentId: 'a1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('roadmapCsv', () => {
  it('writes one row per item, neutralising cells a spreadsheet would run as formulas', () => {
    const csv = roadmapCsv([item], { tenant: () => '@Contoso', member: () => 'Ada' }, '2026-03-01');
    expect(csv.split('\r\n')).toEqual([
      'Title,Tenant,Baseline,Control,Bucket,Status,Risk accepted until,Owner,Due,Overdue,Priority,Notes',
      `"'=HYPERLINK(""http://evil"")",'@Contoso,ISO v2,A-5,Next,In progress,,Ada,2026-02-01,Yes,2.50,'+call vendor`,
      '',
    ]);
  });

  it("names its columns and words its cells in the page's language", () => {
    void setLocale('de', { reload: false });
    onTestFinished(() => void setLocale('en', { reload: false }));
    const [header, row] = roadmapCsv(
      [item],
      { tenant: () => 'Contoso', member: () => 'Ada' },
      '2026-03-01',
    ).split('\r\n');
    expect(header).toBe(
      'Titel,Mandant,Baseline,Kontrolle,Zeitraum,Status,Risiko akzeptiert bis,Verantwortlich,Fällig,Überfällig,Priorität,Notizen',
    );
    expect(row).toContain(',Ja,2.50,');
  });
});
