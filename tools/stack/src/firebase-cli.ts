import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import {
  functionsEmulatorIdleWorkerSeconds,
  functionsEmulatorParallel,
  functionsEmulatorSharedWorkers,
  inheritedEnv,
} from './env.ts';

const require = createRequire(import.meta.url);

// firebase-tools' HTTP client sends every request through HTTPS_PROXY / HTTP_PROXY and ignores
// NO_PROXY, loopback included: behind a proxy the Functions emulator's registration of a queue
// function with the Cloud Tasks emulator (127.0.0.1) goes to the proxy and never returns. The
// local stack reaches only local emulators, so the CLI runs without the proxy settings.
const {
  HTTPS_PROXY: _HTTPS_PROXY,
  HTTP_PROXY: _HTTP_PROXY,
  https_proxy: _https_proxy,
  http_proxy: _http_proxy,
  ...withoutProxy
} = inheritedEnv;
/** firebase-tools' own bin, so no global install is needed. */
export const firebaseBin = require.resolve('firebase-tools/lib/bin/firebase.js');

/**
 * Runs the firebase CLI; the Functions emulator gets a bounded worker pool whose idle workers exit
 * (see env.ts) and time to discover its functions. Its output goes to ours unless `stdout` is 'pipe'.
 */
export function spawnFirebase(
  args: string[],
  env: Record<string, string>,
  cwd: string,
  stdout: 'inherit' | 'pipe' = 'inherit',
): ChildProcess {
  return spawn(process.execPath, [firebaseBin, ...args], {
    cwd,
    env: {
      ...withoutProxy,
      NO_UPDATE_NOTIFIER: '1',
      // The Functions emulator asks npm for firebase-functions' latest version at every start
      // (\`npm show\`, cut off after 10 s): offline that wait is the whole 10 s, and the local stack
      // must not need the network. Offline, npm answers from its cache or fails at once.
      npm_config_offline: 'true',
      FIREBASE_CLI_EXPERIMENTS: '',
      FUNCTIONS_EMULATOR_PARALLEL: functionsEmulatorParallel(),
      FUNCTIONS_EMULATOR_IDLE_WORKER_SECONDS: functionsEmulatorIdleWorkerSeconds(),
      FUNCTIONS_EMULATOR_SHARED_WORKERS: functionsEmulatorSharedWorkers(),
      // Seconds to load the functions bundle and list its functions. The CLI's 10 s default runs
      // out on a busy 2-core machine, and then no function loads at all.
      FUNCTIONS_DISCOVERY_TIMEOUT: '120',
      ...env,
    },
    stdio: ['inherit', stdout, 'inherit'],
  });
}
