// `ops migrate`: the migrations `npm start` runs locally (migrations/steps.ts), on the project,
// then the marker platform/migrations and an entry in the global log. A project whose marker is
// current has nothing to do.
import { globalAuditWrites } from '../data/audit/audit.ts';
import { readMigrationMarker, writeMigrationMarker } from '../data/migrations/marker.ts';
import { firestoreStore } from '../data/store/firestore-store.ts';
import { migrationSteps, MIGRATIONS_VERSION, runMigrations } from '../migrations/steps.ts';
import { opsStamp } from './context.ts';
import type { OpsContext, OpsReport } from './context.ts';

export async function migrate(ctx: OpsContext): Promise<OpsReport> {
  const store = firestoreStore(ctx.firestore);
  const marker = await readMigrationMarker(store);
  const from = marker?.version ?? 0;
  if (from >= MIGRATIONS_VERSION) return { changes: [], notes: [`migrations are current (version ${from})`] };
  const plan = `migrate the data from version ${from} to ${MIGRATIONS_VERSION}: ${migrationSteps.map((step) => step.name).join(', ')}`;
  if (!ctx.apply) return { changes: [plan], notes: [] };
  const lines = await runMigrations(ctx.firestore);
  await store.transaction((uow) => {
    writeMigrationMarker(uow, { version: MIGRATIONS_VERSION, at: ctx.now().toISOString(), by: ctx.operator });
    globalAuditWrites(uow, opsStamp(ctx, 'migrate')).record({
      target: 'platform/migrations',
      summary: `Migrated the data to version ${MIGRATIONS_VERSION}`,
    });
    return Promise.resolve();
  });
  return { changes: [plan], notes: lines };
}
