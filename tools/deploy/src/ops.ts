// `pnpm ops <command> --project <alias> [--yes]`: bootstrap and operate a project with the Admin
// SDK (application default credentials: `gcloud auth application-default login`). Every command
// says what it would change and changes nothing without --yes; running it again changes
// nothing more; every change is recorded in the global audit log as `ops-<user>`.
// The local demo project is reached on the emulators (npm start's ports unless set).
import { readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { isLocalProject } from '@assay/domain/deployment';
import { projectOf } from './firebaserc.ts';
import { emulatorHosts } from './env.ts';
import { missingSettings } from './ops/settings.ts';
import { openProject } from './ops/project.ts';

const usage = `usage: pnpm ops <command> --project <alias> [--yes]
  grant-admin <email>    make a signed-up user a system admin (the first one of a fresh project)
  revoke-admin <email>   take system-admin access away
  library sync           publish the repository's global baselines where their content changed
  migrate                run the data migrations npm start runs locally
  status                 counts, migration marker, missing settings
  two-step               turn on two-step sign-in (text messages and authenticator apps) in Identity Platform
  export-org <tid> --out <file>   write one organisation to a file (reads only)
  import-org <file>      restore an organisation from its export (writes what differs)`;

const args = process.argv.slice(2);
function option(name: string): string | undefined {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
}
const alias = option('--project');
const apply = args.includes('--yes');
const valued = new Set(['--project', '--out']);
const words = args.filter((arg, i) => !arg.startsWith('--') && !valued.has(args[i - 1] ?? ''));
if (!alias || words.length === 0) {
  console.error(usage);
  process.exit(2);
}
const projectId = projectOf(alias);
const local = isLocalProject(projectId);
if (!local && (emulatorHosts.firestore || emulatorHosts.auth)) {
  console.error(
    `ops: ${projectId} is a deployed project, but FIRESTORE_EMULATOR_HOST or FIREBASE_AUTH_EMULATOR_HOST is set; unset them.`,
  );
  process.exit(2);
}

const ops = await import('@assay/functions/ops');
const ctx = {
  ...openProject(projectId),
  operator: `ops-${userInfo().username.replace(/[^A-Za-z0-9_-]/g, '_')}`,
  apply,
  now: () => new Date(),
};
const [command, argument] = words;
const run = async () => {
  switch (`${command} ${command === 'library' ? argument : ''}`.trim()) {
    case 'grant-admin':
    case 'revoke-admin':
      if (!argument) throw new Error(`${command} needs an email address`);
      return ops.setSystemAdminByEmail(ctx, argument, command === 'grant-admin');
    case 'library sync':
      return ops.syncLibrary(ctx);
    case 'migrate':
      return ops.migrate(ctx);
    case 'two-step':
      return ops.enableTwoStep(ctx);
    case 'status':
      return ops.status(ctx, local ? [] : await missingSettings(alias, projectId));
    case 'export-org': {
      const out = option('--out');
      if (!argument || !out) throw new Error('export-org needs an organisation id and --out <file>');
      const { file, report } = await ops.exportOrg(ctx, argument);
      writeFileSync(out, `${JSON.stringify(file)}\n`);
      return { ...report, notes: [...report.notes, `written to ${out}`] };
    }
    case 'import-org':
      if (!argument) throw new Error('import-org needs the file of an export');
      return ops.importOrg(ctx, readFileSync(argument, 'utf8'));
    default:
      throw new Error(`unknown command: ${words.join(' ')}\n${usage}`);
  }
};

try {
  const report = await run();
  console.log(`ops ${words.join(' ')} on ${projectId}${apply ? '' : ' (dry run)'}`);
  for (const change of report.changes) console.log(`  ${apply ? 'changed:' : 'would'} ${change}`);
  for (const note of report.notes) console.log(`  ${note}`);
  if (report.changes.length === 0) console.log('  nothing to change');
  else if (!apply) console.log('  nothing changed: run again with --yes to apply');
  process.exit(0);
} catch (error) {
  console.error(`ops: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
