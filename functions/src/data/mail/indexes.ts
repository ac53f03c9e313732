// The outbox's queries (outbox-source.ts): newest first after nothing (the single-field index),
// a delivery state, or a recipient. State + recipient is served by merging the two indexes of
// the same order, so it needs none of its own.
import { MAIL_COLLECTION } from '@assay/domain/outbox';
import type { CompositeIndex, IndexField } from '../aggregate.ts';

export function mailIndexes(): CompositeIndex[] {
  const newestFirst: IndexField = { fieldPath: 'createdAt', order: 'DESCENDING' };
  return [
    {
      collectionGroup: MAIL_COLLECTION,
      queryScope: 'COLLECTION',
      fields: [{ fieldPath: 'delivery.state', order: 'ASCENDING' }, newestFirst],
    },
    {
      collectionGroup: MAIL_COLLECTION,
      queryScope: 'COLLECTION',
      fields: [{ fieldPath: 'recipients', arrayConfig: 'CONTAINS' }, newestFirst],
    },
  ];
}
