// `pnpm --filter @assay/functions seed`: seeds the demo world into the local emulators.
// Refuses to run anywhere but the emulators of a demo project (@assay/domain/deployment).
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { env } from '../env.ts';
import { demoAccounts, DEMO_PASSWORD } from './demo-data.ts';
import { seedDemo } from './seed-demo.ts';

if (!env.localOnly.seeding) {
  console.error(
    `seed: refusing to seed ${env.projectId}: demo data goes only into the emulators of a demo-* project (FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST set).`,
  );
  process.exit(1);
}

const app = initializeApp({ projectId: env.projectId }, 'assay-seed');
const started = Date.now();
const result = await seedDemo({ firestore: getFirestore(app), auth: getAuth(app) });
console.log(
  `[seed] ${result.organisations} organisations, ${result.tenants} tenants, ${result.baselines} global baselines, ${result.users} users in ${Date.now() - started} ms (project ${env.projectId})`,
);
console.log(`[seed] demo accounts (password for all: ${DEMO_PASSWORD})`);
for (const account of demoAccounts) console.log(`[seed]   ${account.kind.padEnd(28)} ${account.email}`);
process.exit(0);
