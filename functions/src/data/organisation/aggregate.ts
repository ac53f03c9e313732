// The organisation document (orgs/{tid}), as data/aggregates.ts lists it. Its queries across
// organisations are the platform's (platform-data.ts); the indexes here are theirs.
import { defineAggregate } from '../aggregate.ts';
import { organisationIndexes } from './indexes.ts';
import { organisationReads, organisationWrites } from './organisation.ts';

export const organisationAggregate = defineAggregate({
  name: 'organisation',
  collections: [],
  reads: { organisation: ({ reader, tid }) => organisationReads(reader, tid) },
  writes: { organisation: ({ uow, tid }) => organisationWrites(uow, tid) },
  indexes: organisationIndexes,
});
