// The scheduled jobs as deployed: their schedules here (read at deploy discovery and instance
// start), their work imported on the first run (core/lazy-function.ts).
import { REGION } from '../core/define-callable.ts';
import { lazySchedule } from '../core/lazy-function.ts';

export const expireExceptions = lazySchedule(
  'expireExceptions',
  { schedule: 'every day 02:00', timeZone: 'UTC', region: REGION },
  () => import('./expire-exceptions.ts').then((job) => job.expireExceptionsJob),
);
export const expirePlanOverrides = lazySchedule(
  'expirePlanOverrides',
  { schedule: 'every 1 hours', timeZone: 'UTC', region: REGION },
  () => import('./expire-plan-overrides.ts').then((job) => job.expirePlanOverridesJob),
);
export const expireRiskAcceptances = lazySchedule(
  'expireRiskAcceptances',
  { schedule: 'every day 02:30', timeZone: 'UTC', region: REGION },
  () => import('./expire-risk-acceptances.ts').then((job) => job.expireRiskAcceptancesJob),
);
export const backupFirestore = lazySchedule(
  'backupFirestore',
  { schedule: 'every day 03:00', timeZone: 'UTC', region: REGION, retryCount: 2 },
  () => import('./backup-firestore.ts').then((job) => job.backupFirestoreJob),
);
export const webhookSweep = lazySchedule(
  'webhookSweep',
  { schedule: 'every 5 minutes', timeZone: 'UTC', region: REGION },
  () => import('./webhook-sweep.ts').then((job) => job.webhookSweepJob),
);
