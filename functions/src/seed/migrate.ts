// `pnpm --filter @assay/functions migrate`: brings data stored by an older version of the product
// to the current form in the local emulators. Every step is idempotent; `npm start` runs this on
// each start of an existing `.data/` folder.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { backfillAnswerGates } from '../data/assessments/backfill-gates.ts';
import { backfillOrganisationNameFields } from '../data/organisation/backfill-name-fields.ts';
import { backfillPrivateBaselineCounts } from '../data/organisation/backfill-private-baselines.ts';
import { backfillTenantFacets } from '../data/tenants/backfill-facets.ts';
import { env } from '../env.ts';

if (!env.firestoreEmulatorHost) {
  console.error(
    'migrate: refusing to run without FIRESTORE_EMULATOR_HOST (it only migrates the local emulators).',
  );
  process.exit(1);
}

const firestore = getFirestore(initializeApp({ projectId: env.projectId }, 'assay-migrate'));
const facets = await backfillTenantFacets(firestore);
console.log(`[migrate] tenant list fields: ${facets.updated} of ${facets.scanned} tenants updated`);
const names = await backfillOrganisationNameFields(firestore);
console.log(
  `[migrate] organisation search fields: ${names.updated} of ${names.scanned} organisations updated`,
);
const counters = await backfillPrivateBaselineCounts(firestore);
console.log(
  `[migrate] private baseline counters: ${counters.updated} of ${counters.scanned} organisations updated${counters.skipped ? `, ${counters.skipped} changed meanwhile (run again)` : ''}`,
);
const gates = await backfillAnswerGates(firestore);
console.log(
  `[migrate] assessment summaries and answer gates: ${gates.updated} of ${gates.scanned} assessments updated`,
);
process.exit(0);
