// `pnpm --filter @assay/functions migrate`: brings data stored by an older version of the product
// to the current form in the local emulators (migrations/steps.ts). Every step is idempotent;
// `npm start` runs this once on a kept `.data/` folder. A deployed project runs the same steps
// through `pnpm ops migrate --project <alias>`.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { env } from '../env.ts';
import { runMigrations } from '../migrations/steps.ts';

if (!env.localOnly.seeding) {
  console.error(
    `migrate: refusing to run on ${env.projectId} without the emulators; a deployed project migrates with pnpm ops migrate --project <alias>.`,
  );
  process.exit(1);
}

const firestore = getFirestore(initializeApp({ projectId: env.projectId }, 'assay-migrate'));
for (const line of await runMigrations(firestore)) console.log(`[migrate] ${line}`);
process.exit(0);
