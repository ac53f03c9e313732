// Test fixtures for roadmap views and screens (imported by tests only).
import type { RoadmapItem } from '@assay/domain/roadmap';

/** An open gap item of tenant t1 on "Baseline" v1, control `C-{id}`, in Now; override any field. */
export function roadmapItem(id: string, title: string, extra: Partial<RoadmapItem> = {}): RoadmapItem {
  return {
    id,
    tenantId: 't1',
    baseline: { id: 'b-v1', lineageId: 'b', name: 'Baseline', version: 1 },
    controlRef: `C-${id}`,
    controlId: id,
    title,
    priority: 1,
    bucket: 'now',
    rank: 0,
    status: 'open',
    notes: '',
    edited: [],
    gap: true,
    assessmentId: 'a1',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}
