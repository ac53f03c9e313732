// The REST API's own state of an organisation: POST answers kept for replays (orgs/{tid}/apiIdempotency).
// The API reaches it through api-requests/idempotency.ts, not OrgData.
import { defineAggregate } from '../aggregate.ts';
import { collections } from '../paths.ts';

export const apiRequestsAggregate = defineAggregate({
  name: 'apiRequests',
  collections: [collections.apiIdempotency],
});
