// `ops status`: what a project holds and lacks — counts, the migration marker, the settings
// that are missing (found by the CLI: params files and Secret Manager). Changes nothing.
import { readMigrationMarker } from '../data/migrations/marker.ts';
import { platformCounts } from '../data/platform-counts.ts';
import { firestoreStore } from '../data/store/firestore-store.ts';
import { MIGRATIONS_VERSION } from '../migrations/steps.ts';
import type { OpsContext, OpsReport } from './context.ts';

export async function status(ctx: OpsContext, missingSettings: readonly string[]): Promise<OpsReport> {
  const [counts, marker] = await Promise.all([
    platformCounts(ctx.firestore),
    readMigrationMarker(firestoreStore(ctx.firestore)),
  ]);
  const migrations = marker
    ? `migrations: version ${marker.version} of ${MIGRATIONS_VERSION} (${marker.at} by ${marker.by})`
    : `migrations: never run here (current version ${MIGRATIONS_VERSION}: run ops migrate)`;
  return {
    changes: [],
    notes: [
      `organisations: ${counts.organisations}`,
      `global baseline versions: ${counts.globalBaselineVersions}${counts.globalBaselineVersions === 0 ? ' (run ops library sync)' : ''}`,
      `mail: ${counts.mail} queued, ${counts.mailFailed} failed to send`,
      migrations,
      missingSettings.length === 0
        ? 'settings: none missing'
        : `settings missing: ${missingSettings.join(', ')} (the calls that need them answer failed-precondition)`,
    ],
  };
}
