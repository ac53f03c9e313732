// Composite indexes of the dashboard's query (queries.ts).
import { compositeIndex, type CompositeIndex } from '../aggregate.ts';
import { collections } from '../paths.ts';

export function dashboardIndexes(): CompositeIndex[] {
  return [compositeIndex(collections.assessments, ['status asc', 'updatedAt desc'])];
}
