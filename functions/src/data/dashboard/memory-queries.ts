// The dashboard's query over a MemoryStore (unit tests and benches), same results as queries.ts.
import { Timestamp } from 'firebase-admin/firestore';
import { assessmentMapper } from '../assessments/assessment-mapper.ts';
import { collections } from '../paths.ts';
import type { MemoryStore } from '../store/memory-store.ts';
import { OPEN_ASSESSMENT_STATUSES } from './queries.ts';
import type { DashboardQueries } from './queries.ts';

const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : 0);

export function memoryDashboardQueries(store: MemoryStore, tid: string): DashboardQueries {
  const open = () =>
    store
      .collection(`${collections.orgs}/${tid}/${collections.assessments}`)
      .filter((data) => (OPEN_ASSESSMENT_STATUSES as readonly unknown[]).includes(data.status));
  return {
    openAssessments: (limit) =>
      Promise.resolve(
        open()
          .sort((a, b) => millis(b.updatedAt) - millis(a.updatedAt))
          .slice(0, limit)
          .map((data) => assessmentMapper.fromDoc(data)),
      ),
    countOpenAssessments: () => Promise.resolve(open().length),
  };
}
