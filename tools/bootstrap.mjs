#!/usr/bin/env node
// Entry point of `npm start` and `npm test` on a machine that has only Node: brings the pinned
// pnpm, installs the workspace, then hands over to tools/stack (TypeScript, run by tsx).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const root = new URL('..', import.meta.url);
const pinned = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).packageManager.split('@')[1];
const step = process.argv[2];
const steps = { start: 'tools/stack/src/start.ts', test: 'tools/stack/src/test-all.ts' };
if (!(step in steps)) {
  console.error(`usage: node tools/bootstrap.mjs ${Object.keys(steps).join('|')}`);
  process.exit(2);
}

function pnpmVersion() {
  try {
    return execFileSync('pnpm', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

/** The pnpm command to use: the global one when it is the pinned version, else install it. */
function ensurePnpm() {
  if (pnpmVersion() === pinned) return ['pnpm'];
  console.log(`[bootstrap] installing pnpm ${pinned}`);
  const global = spawnSync('npm', ['install', '--global', `pnpm@${pinned}`], { stdio: 'inherit' });
  if (global.status === 0 && pnpmVersion() === pinned) return ['pnpm'];
  // No permission for a global install: run the pinned pnpm through npx instead.
  return ['npx', '--yes', `pnpm@${pinned}`];
}

function run(cmd, args, extraEnv = {}) {
  const result = spawnSync(cmd[0], [...cmd.slice(1), ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** pnpm keeps a copy of the lockfile it installed; equal to ours, there is nothing to install (saves ~6 s). */
function installedMatchesLockfile() {
  const installed = new URL('node_modules/.pnpm/lock.yaml', root);
  return (
    existsSync(installed) &&
    readFileSync(installed, 'utf8') === readFileSync(new URL('pnpm-lock.yaml', root), 'utf8')
  );
}

const pnpm = ensurePnpm();
if (process.env.CI || !installedMatchesLockfile()) {
  run(pnpm, ['install', ...(process.env.CI ? ['--frozen-lockfile'] : ['--prefer-offline'])]);
}
run(pnpm, ['exec', 'tsx', steps[step], ...process.argv.slice(3)], { NO_UPDATE_NOTIFIER: '1' });
