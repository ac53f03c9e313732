// The composite indexes the repositories' queries need in production; each aggregate declares
// its own beside its queries (data/aggregates.ts lists them). `pnpm --filter @assay/functions indexes`
// prints them in firestore.indexes.json format (the embedded Firestore enforces that file as production does).
import type { AnyAggregate, CompositeIndex } from './aggregate.ts';
import { aggregates } from './aggregates.ts';

export type { CompositeIndex, IndexField } from './aggregate.ts';

export function requiredIndexes(): CompositeIndex[] {
  return (aggregates as readonly AnyAggregate[]).flatMap((aggregate) => aggregate.indexes?.() ?? []);
}
