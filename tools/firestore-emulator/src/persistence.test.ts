import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, GeoPoint, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { startFirestoreEmulator, type RunningFirestoreEmulator } from './index.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

let appCount = 0;

/** A firebase-admin client for one emulator (the env var is read when the client is created). */
function clientFor(hostPort: string, projectId = 'demo-persistence'): Firestore {
  const previous = process.env.FIRESTORE_EMULATOR_HOST;
  process.env.FIRESTORE_EMULATOR_HOST = hostPort;
  try {
    const app = initializeApp({ projectId }, `persistence-${appCount++}`);
    cleanups.push(() => deleteApp(app));
    return getFirestore(app);
  } finally {
    process.env.FIRESTORE_EMULATOR_HOST = previous;
  }
}

async function start(dataFile: string, saveIntervalMs = 5000): Promise<RunningFirestoreEmulator> {
  const emulator = await startFirestoreEmulator({ port: 0, dataFile, saveIntervalMs });
  cleanups.push(() => emulator.stop());
  return emulator;
}

function tempDataFile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'firestore-emulator-'));
  cleanups.unshift(() => Promise.resolve(rmSync(dir, { recursive: true, force: true })));
  return path.join(dir, 'nested', 'firestore.json');
}

describe('persistence', () => {
  it('keeps every value type, both projects and the update times across a restart', async () => {
    const dataFile = tempDataFile();
    const first = await start(dataFile);
    const db = clientFor(first.hostPort);
    const other = clientFor(first.hostPort, 'demo-persistence-other');
    const value = {
      text: 'héllo 🎉',
      n: 42,
      d: 1.5,
      nan: NaN,
      inf: Infinity,
      negInf: -Infinity,
      negZero: -0,
      yes: true,
      nothing: null,
      at: new Timestamp(1_700_000_000, 123_456_000),
      bytes: Buffer.from([0, 255, 7]),
      where: new GeoPoint(1.5, -2.25),
      ref: db.doc('a/b'),
      nested: { list: [1, { deep: [] }], empty: {} },
    };
    await db.doc('things/one').set(value);
    await db.doc('things/one/sub/child').set({ ok: true });
    await other.doc('elsewhere/doc').set({ project: 'other' });
    const written = await db.doc('things/one').get();
    await first.stop();

    const second = await start(dataFile);
    const restored = await clientFor(second.hostPort).doc('things/one').get();
    const { ref, ...plain } = value;
    expect(restored.data()).toMatchObject(plain);
    expect(Object.keys(restored.data()!).sort()).toEqual(Object.keys(value).sort());
    expect((restored.get('ref') as typeof ref).path).toBe(ref.path);
    expect(Buffer.from(restored.get('bytes') as Uint8Array).equals(value.bytes)).toBe(true);
    expect(Object.is(restored.get('negZero'), -0)).toBe(true);
    expect(restored.updateTime?.isEqual(written.updateTime!)).toBe(true);
    expect(restored.createTime?.isEqual(written.createTime!)).toBe(true);
    expect((await clientFor(second.hostPort).doc('things/one/sub/child').get()).data()).toEqual({ ok: true });
    expect(
      (await clientFor(second.hostPort, 'demo-persistence-other').doc('elsewhere/doc').get()).data(),
    ).toEqual({ project: 'other' });
  });

  it('ignores and removes a truncated temp file left by an interrupted save', async () => {
    const dataFile = tempDataFile();
    const first = await start(dataFile);
    await clientFor(first.hostPort).doc('kept/doc').set({ n: 1 });
    await first.stop();
    writeFileSync(`${dataFile}.tmp`, readFileSync(dataFile, 'utf8').slice(0, 20));

    const second = await start(dataFile);
    expect((await clientFor(second.hostPort).doc('kept/doc').get()).data()).toEqual({ n: 1 });
    expect(existsSync(`${dataFile}.tmp`)).toBe(false);
  });

  it('saves periodically while running, so a crash loses at most the last interval', async () => {
    const dataFile = tempDataFile();
    const running = await start(dataFile, 100);
    await clientFor(running.hostPort).doc('periodic/doc').set({ n: 1 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    // Read the file as another process would after a crash, while this one still runs.
    const copy = path.join(path.dirname(dataFile), 'copy.json');
    writeFileSync(copy, readFileSync(dataFile));
    const fromCopy = await start(copy);
    expect((await clientFor(fromCopy.hostPort).doc('periodic/doc').get()).data()).toEqual({ n: 1 });
  });

  it('clear() deletes everything, tells listeners, and the cleared state is what gets saved', async () => {
    const dataFile = tempDataFile();
    const first = await start(dataFile);
    const db = clientFor(first.hostPort);
    await db.doc('gone/doc').set({ n: 1 });
    const sizes: number[] = [];
    const emptied = new Promise<void>((resolve) => {
      const stop = db.collection('gone').onSnapshot((snapshot) => {
        sizes.push(snapshot.size);
        if (snapshot.empty) {
          stop();
          resolve();
        }
      });
      cleanups.push(() => Promise.resolve(stop()));
    });
    while (sizes.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    first.clear();
    await emptied;
    expect(sizes).toEqual([1, 0]);
    expect((await db.doc('gone/doc').get()).exists).toBe(false);
    await first.stop();
    const second = await start(dataFile);
    expect((await clientFor(second.hostPort).doc('gone/doc').get()).exists).toBe(false);
  });
});

describe('cli', () => {
  function runCli(dataFile: string, extra: string[] = []) {
    const cli = path.join(import.meta.dirname, 'cli.ts');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', cli, '--port', '0', '--data', dataFile, '--quiet', ...extra],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const ready = new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Firestore emulator ready on (127\.0\.0\.1:\d+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      child.on('exit', () => reject(new Error(`CLI exited before it was ready: ${output}`)));
    });
    cleanups.push(async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    });
    return { child, ready, exited };
  }

  it('prints the ready line and saves on SIGTERM', async () => {
    const dataFile = tempDataFile();
    const { child, ready, exited } = runCli(dataFile);
    const hostPort = await ready;
    await clientFor(hostPort).doc('cli/doc').set({ saved: 'on exit' });
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const second = await start(dataFile);
    expect((await clientFor(second.hostPort).doc('cli/doc').get()).data()).toEqual({ saved: 'on exit' });
  });

  it('survives kill -9 with the last periodic save', async () => {
    const dataFile = tempDataFile();
    const { child, ready, exited } = runCli(dataFile, ['--save-interval', '100']);
    const hostPort = await ready;
    await clientFor(hostPort).doc('crash/doc').set({ n: 1 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    child.kill('SIGKILL');
    await exited;
    const second = await start(dataFile);
    expect((await clientFor(second.hostPort).doc('crash/doc').get()).data()).toEqual({ n: 1 });
  });
});
