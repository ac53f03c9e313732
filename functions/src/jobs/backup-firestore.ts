// The daily managed export of the whole Firestore database (03:00 UTC) to ASSAY_BACKUP_BUCKET,
// gs://assay-production-backups in production, one folder per day. Exports are kept 30 days:
// the bucket's lifecycle rule deletes older ones (README, Deploying). Restoring is in the README
// (Restoring): the whole database from a day's export, or one organisation with `ops import-org`.
import * as logger from 'firebase-functions/logger';
import { applicationDefault } from 'firebase-admin/app';
import { backupBucket } from '../config/params.ts';
import type { ScheduleHandler } from '../core/lazy-function.ts';
import { env } from '../env.ts';

/** What the job does in a deployment: export, or say why not (an error where a backup is required). */
export function backupPlan(
  deployment: typeof env.deployment,
  bucket: string,
): { export: true } | { export: false; level: 'error' | 'info'; reason: string } {
  if (bucket.startsWith('gs://')) return { export: true };
  if (deployment === 'production')
    return {
      export: false,
      level: 'error',
      reason: 'ASSAY_BACKUP_BUCKET is not configured: no backup was taken',
    };
  return { export: false, level: 'info', reason: `no backup bucket in ${deployment}: nothing exported` };
}

/** The Firestore Admin API request of one day's export. */
export function exportRequest(
  projectId: string,
  bucket: string,
  now: Date,
): { url: string; body: { outputUriPrefix: string } } {
  return {
    url: `https://firestore.googleapis.com/v1/projects/${projectId}/databases/(default):exportDocuments`,
    body: { outputUriPrefix: `${bucket.replace(/\/$/, '')}/firestore/${now.toISOString().slice(0, 10)}` },
  };
}

/** The job (deployed in jobs/schedules.ts). */
export const backupFirestoreJob: ScheduleHandler = async () => {
  const plan = backupPlan(env.deployment, backupBucket.value().trim());
  if (!plan.export) {
    logger[plan.level](plan.reason);
    return;
  }
  const { url, body } = exportRequest(env.projectId, backupBucket.value().trim(), new Date());
  const { access_token: token } = await applicationDefault().getAccessToken();
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { name?: string; error?: { message?: string } };
  if (!response.ok)
    throw new Error(`Firestore export refused (${response.status}): ${answer.error?.message ?? ''}`);
  logger.info('Firestore export started', {
    operation: answer.name,
    outputUriPrefix: body.outputUriPrefix,
  });
};
