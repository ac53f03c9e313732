// Prints the composite indexes the functions need, in firestore.indexes.json format.
import { requiredIndexes } from './indexes.ts';

console.log(JSON.stringify({ indexes: requiredIndexes(), fieldOverrides: [] }, null, 2));
