// The data migrations, in order: each brings data stored by an older version to the current
// form, idempotently (a second run writes nothing). `npm start` runs them on a kept .data/
// folder (seed/migrate.ts); `pnpm ops migrate` runs them on a deployed project.
import type { Firestore } from 'firebase-admin/firestore';
import { backfillAccountMemberships } from './backfill-account-memberships.ts';
import { backfillAnswerGates } from './backfill-gates.ts';
import { backfillOrganisationNameFields } from './backfill-name-fields.ts';
import { backfillPrivateBaselineCounts } from './backfill-private-baselines.ts';
import { backfillTenantFacets } from './backfill-facets.ts';

export interface MigrationStep {
  /** What it brings up to date, in words. */
  name: string;
  /** `skipped`: documents changed meanwhile, left for the next run. */
  run(db: Firestore): Promise<{ scanned: number; updated: number; skipped?: number }>;
}

export const migrationSteps: readonly MigrationStep[] = [
  { name: 'tenant list fields', run: backfillTenantFacets },
  { name: 'organisation search fields', run: backfillOrganisationNameFields },
  { name: 'private baseline counters', run: backfillPrivateBaselineCounts },
  { name: 'assessment summaries and answer gates', run: backfillAnswerGates },
  { name: 'account index of memberships', run: backfillAccountMemberships },
];

/** The version the steps bring data to; bump it with a new step (npm start's marker is `migrated-<n>`). */
export const MIGRATIONS_VERSION = 3;

/** Runs every step in order; returns one line per step. */
export async function runMigrations(db: Firestore): Promise<string[]> {
  const lines: string[] = [];
  for (const step of migrationSteps) {
    const { scanned, updated, skipped } = await step.run(db);
    lines.push(
      `${step.name}: ${updated} of ${scanned} updated${skipped ? `, ${skipped} changed meanwhile (run again)` : ''}`,
    );
  }
  return lines;
}
