// Assessments, their answers and save gates, as data/aggregates.ts lists it.
import { defineAggregate } from '../aggregate.ts';
import { baselinesAggregate } from '../baselines/aggregate.ts';
import { baselineReads } from '../baselines/baselines.ts';
import { collections } from '../paths.ts';
import { assessmentReads, assessmentWrites } from './assessments.ts';
import { assessmentIndexes } from './indexes.ts';
import { memoryAssessmentQueries } from './memory-queries.ts';
import { firestoreAssessmentQueries } from './queries.ts';

export const assessmentsAggregate = defineAggregate({
  name: 'assessments',
  collections: [collections.assessments, collections.assessmentAnswers, collections.assessmentGates],
  queries: { firestore: firestoreAssessmentQueries, memory: memoryAssessmentQueries },
  reads: {
    // The scoring table of an answer save reads the assessment's baseline version.
    assessments: ({ reader, tid, queries, queriesOf }) =>
      assessmentReads(reader, tid, queries, baselineReads(reader, tid, queriesOf(baselinesAggregate))),
  },
  writes: { assessments: ({ uow, tid }) => assessmentWrites(uow, tid) },
  indexes: assessmentIndexes,
});
