// The same callables through the firebase web SDK, as the apps call them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp } from 'firebase/app';
import type { FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFunctionsEmulator, FunctionsError, getFunctions, httpsCallable } from 'firebase/functions';
import {
  AUTH_HOST,
  createUser,
  FUNCTIONS_ORIGIN,
  PROJECT_ID,
  REGION,
  TEST_PASSWORD,
  uniqueId,
} from './support/emulators.ts';
import { createOrg } from './support/world.ts';

let app: FirebaseApp;

beforeAll(async () => {
  const tid = uniqueId('websdk');
  const owner = await createUser('websdk-owner', { tid, role: 'owner' });
  await createOrg('Web SDK', 'team', [{ user: owner, role: 'owner' }], tid);
  app = initializeApp(
    { projectId: PROJECT_ID, apiKey: 'fake-api-key', appId: '1:000000000000:web:0000000000000000' },
    uniqueId('web'),
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${AUTH_HOST}`, { disableWarnings: true });
  await signInWithEmailAndPassword(auth, owner.email, TEST_PASSWORD);
  const origin = new URL(FUNCTIONS_ORIGIN);
  connectFunctionsEmulator(getFunctions(app, REGION), origin.hostname, Number(origin.port));
});

afterAll(async () => {
  await deleteApp(app);
});

describe('callables through the web SDK', () => {
  it('calls a callable without data and one with data', async () => {
    const functions = getFunctions(app, REGION);
    const overview = await httpsCallable<undefined, { organisation: { plan: string } }>(
      functions,
      'org-get',
    )();
    expect(overview.data.organisation.plan).toBe('team');
    const tenant = await httpsCallable<unknown, { name: string; status: string }>(
      functions,
      'tenants-create',
    )({ name: 'Via SDK', kind: 'client' });
    expect(tenant.data).toMatchObject({ name: 'Via SDK', status: 'active' });
  });

  it('surfaces the error code and the field details', async () => {
    const error = await httpsCallable(
      getFunctions(app, REGION),
      'tenants-create',
    )({ name: '', kind: 'client', extra: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FunctionsError);
    expect((error as FunctionsError).code).toBe('functions/invalid-argument');
    expect((error as FunctionsError).details).toEqual({
      fields: expect.arrayContaining([
        { path: 'name', rule: 'required', message: 'Enter a name' },
        { path: 'extra', rule: 'unknown-field', message: 'Unknown field' },
      ]) as unknown,
    });
  });
});
