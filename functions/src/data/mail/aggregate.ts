// Mail queued in the top-level `mail` collection (Trigger Email format), sent only if the
// transaction commits; as data/aggregates.ts lists it.
import { defineAggregate } from '../aggregate.ts';
import { mailIndexes } from './indexes.ts';
import { mailWrites } from './mail.ts';

export const mailAggregate = defineAggregate({
  name: 'mail',
  collections: [],
  writes: { mail: ({ uow, stamp }) => mailWrites(uow, stamp.at) },
  indexes: mailIndexes,
});
