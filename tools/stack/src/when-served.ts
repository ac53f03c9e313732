// Run by with-emulators inside `firebase emulators:exec`, before the command: the emulators'
// ready lines come before the Functions emulator has loaded the functions, so the command would
// meet 404s. Exits 0 once a signed-out and a signed-in health-ping answered 200 (the signed-in one
// as a fresh Auth emulator account: the test stack has no demo data), 1 with the reason otherwise.
import { randomBytes } from 'node:crypto';
import { hosts } from './env.ts';
import { emulatorIdToken, waitUntilServed } from './ready.ts';

const account = {
  email: `ready-${randomBytes(6).toString('hex')}@stack.assay.test`,
  password: 'stack-ready-1',
  signUp: true,
};
try {
  await waitUntilServed({
    functionsBase: hosts.functions,
    origin: hosts.hosting,
    calls: [
      { label: 'signed-out health-ping', name: 'health-ping', data: {} },
      {
        label: 'signed-in health-ping',
        name: 'health-ping',
        data: {},
        idToken: () => emulatorIdToken(hosts.auth, account),
      },
    ],
    timeoutMs: 120_000,
  });
} catch (error) {
  console.error(`[stack] not ready: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
