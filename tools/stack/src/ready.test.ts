// The start scripts print "ready" only after `waitUntilServed` resolves. Against a stand-in for
// the Functions emulator that answers as it does before its functions are loaded (404 "Function
// … does not exist"), the wait must not end while any call would get that 404.
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { waitUntilServed } from './ready.ts';

interface Emulator {
  base: string;
  /** Every request seen: the callable's name and its headers. */
  seen: { name: string; headers: IncomingHttpHeaders }[];
  /** From now on the functions are loaded. */
  load(): void;
  /** Resolves once `count` requests were answered 404. */
  answered404(count: number): Promise<void>;
  server: Server;
}

let running: Server | undefined;
afterEach(() => {
  running?.close();
  running = undefined;
});

async function functionsEmulator(): Promise<Emulator> {
  let loaded = false;
  let refused = 0;
  const waiting: { count: number; resolve: () => void }[] = [];
  const seen: Emulator['seen'] = [];
  const server = createServer((req, res) => {
    const name = (req.url ?? '').split('/').pop() ?? '';
    seen.push({ name, headers: req.headers });
    req.resume();
    req.on('end', () => {
      if (!loaded) {
        refused += 1;
        res.writeHead(404, { 'content-type': 'text/html' });
        res.end(`Function us-central1-${name} does not exist, valid functions are: `);
        for (const wait of waiting.filter((w) => refused >= w.count)) wait.resolve();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"result":{"ok":true}}');
    });
  });
  running = server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}/demo-assay/us-central1`,
    seen,
    server,
    load: () => {
      loaded = true;
    },
    answered404: (count) =>
      new Promise((resolve) => {
        if (refused >= count) resolve();
        else waiting.push({ count, resolve });
      }),
  };
}

const calls = [
  { label: 'signed-out health-ping', name: 'health-ping', data: {} },
  { label: 'signed-in call', name: 'org-get', data: {}, idToken: () => Promise.resolve('id-token-of-owner') },
];

describe('waitUntilServed', () => {
  it('does not end while a callable answers 404 "does not exist", and ends once both calls answer 200', async () => {
    const emulator = await functionsEmulator();
    let ready = false;
    const waited = waitUntilServed({
      functionsBase: emulator.base,
      origin: 'http://127.0.0.1:5050',
      calls,
      timeoutMs: 60_000,
      intervalMs: 10,
    }).then(() => {
      ready = true;
    });
    await emulator.answered404(6);
    expect(ready).toBe(false);
    emulator.load();
    await waited;
    expect(ready).toBe(true);
    const last = emulator.seen.slice(-2);
    expect(last.map((request) => request.name)).toEqual(['health-ping', 'org-get']);
    expect(last.map((request) => request.headers.origin)).toEqual([
      'http://127.0.0.1:5050',
      'http://127.0.0.1:5050',
    ]);
    expect(last.map((request) => request.headers.authorization)).toEqual([
      undefined,
      'Bearer id-token-of-owner',
    ]);
  });

  it('gives up after its bound with a message naming each call and what it last answered', async () => {
    const emulator = await functionsEmulator();
    await expect(
      waitUntilServed({
        functionsBase: emulator.base,
        origin: 'http://127.0.0.1:5050',
        calls,
        timeoutMs: 50,
        intervalMs: 10,
      }),
    ).rejects.toThrow(
      /did not answer within 0 s — signed-out health-ping \(health-ping\): HTTP 404 Function us-central1-health-ping does not exist.*signed-in call \(org-get\): HTTP 404/,
    );
  });

  it('counts a call whose ID token cannot be had as not ready', async () => {
    const emulator = await functionsEmulator();
    emulator.load();
    const noToken = [
      {
        label: 'signed-in call',
        name: 'org-get',
        data: {},
        idToken: () => Promise.reject(new Error('EMAIL_NOT_FOUND')),
      },
    ];
    await expect(
      waitUntilServed({
        functionsBase: emulator.base,
        origin: 'http://127.0.0.1:5050',
        calls: noToken,
        timeoutMs: 50,
        intervalMs: 10,
      }),
    ).rejects.toThrow(/signed-in call \(org-get\): no ID token \(EMAIL_NOT_FOUND\)/);
  });
});
