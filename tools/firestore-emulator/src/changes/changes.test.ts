import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { startFirestoreEmulator } from '../index.ts';
import { changesClient } from './client.ts';

// The Changes service is the embedded server's own: always a server of this file's.
const emulator = await startFirestoreEmulator({ port: 0 });
process.env.FIRESTORE_EMULATOR_HOST = emulator.hostPort;
const app = initializeApp({ projectId: 'demo-changes' }, 'changes');
const db = getFirestore(app);
const changes = changesClient(emulator.hostPort, 'demo-changes');
const otherProject = changesClient(emulator.hostPort, 'demo-changes-other');

afterAll(async () => {
  changes.close();
  otherProject.close();
  await deleteApp(app);
  await emulator.stop();
});

describe('the Changes service', () => {
  it('lists documents created, updated (naming the fields) and deleted since a mark, in every collection', async () => {
    await db.doc('orgs/a').set({ name: 'A', plan: 'free', count: 1 });
    await db.doc('orgs/a/members/m').set({ role: 'viewer' });
    const mark = await changes.mark();
    await db.doc('orgs/a').update({ plan: 'team', count: FieldValue.increment(1) });
    await db.doc('orgs/a/members/m').delete();
    await db.doc('securityLog/k').set({ count: 1 });
    await db.doc('orgs/a/audit/x/deep/y').set({ at: 1 });
    expect(await changes.changedSince(mark)).toEqual([
      { path: 'orgs/a', change: 'updated', fields: ['count', 'plan'] },
      { path: 'orgs/a/audit/x/deep/y', change: 'created' },
      { path: 'orgs/a/members/m', change: 'deleted' },
      { path: 'securityLog/k', change: 'created' },
    ]);
  });

  it('leaves out writes that changed nothing, documents created and deleted again, and other projects', async () => {
    await db.doc('tenants/t').set({ name: 'T', tags: ['x'] });
    const mark = await changes.mark();
    await db.doc('tenants/t').set({ name: 'T', tags: ['x'] });
    await db.doc('tenants/u').set({ name: 'U' });
    await db.doc('tenants/u').delete();
    expect(await changes.changedSince(mark)).toEqual([]);
    expect(await otherProject.changedSince(await otherProject.mark())).toEqual([]);
    await db.doc('tenants/t').set({ name: 'T', tags: ['y'] });
    expect(await changes.changedSince(mark)).toEqual([
      { path: 'tenants/t', change: 'updated', fields: ['tags'] },
    ]);
  });

  it('refuses a mark that is not one, naming it', async () => {
    await expect(changes.changedSince('yesterday')).rejects.toThrow(/Not a mark: yesterday/);
  });
});
