// The composite indexes the repositories' queries need in production; each aggregate declares
// its own beside its queries (data/aggregates.ts lists them). `pnpm --filter @assay/functions indexes`
// prints them in firestore.indexes.json format (the embedded Firestore enforces that file as production does).
import type { AnyAggregate, CompositeIndex, FieldOverride } from './aggregate.ts';
import { aggregates } from './aggregates.ts';

export type { CompositeIndex, FieldOverride, IndexField } from './aggregate.ts';

export function requiredIndexes(): CompositeIndex[] {
  return (aggregates as readonly AnyAggregate[]).flatMap((aggregate) => aggregate.indexes?.() ?? []);
}

/** The single-field settings (indexes beyond the defaults, TTL policies) the aggregates declare. */
export function requiredFieldOverrides(): FieldOverride[] {
  return (aggregates as readonly AnyAggregate[]).flatMap((aggregate) => aggregate.fieldOverrides?.() ?? []);
}
