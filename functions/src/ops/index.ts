// The ops commands (`pnpm ops`, tools/deploy/src/ops.ts parses the command line and opens the project).
export { setSystemAdminByEmail } from './admins.ts';
export type { OpsContext, OpsReport } from './context.ts';
export { syncLibrary } from './library-sync.ts';
export { migrate } from './migrate.ts';
export { exportOrg, importOrg } from './org-backup.ts';
export { status } from './status.ts';
export { enableTwoStep } from './two-step.ts';
