// Prints the indexes and field settings (TTL policies) the functions need, in firestore.indexes.json format.
import { requiredFieldOverrides, requiredIndexes } from './indexes.ts';

console.log(
  JSON.stringify({ indexes: requiredIndexes(), fieldOverrides: requiredFieldOverrides() }, null, 2),
);
