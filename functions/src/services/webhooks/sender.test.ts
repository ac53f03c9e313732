import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkedAddress, webhookSender } from './sender.ts';

let server: Server;
let port = 0;
const received: { headers: IncomingMessage['headers']; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      if (req.url === '/redirect') {
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
      } else if (req.url === '/slow') {
        setTimeout(() => res.writeHead(200).end('late'), 500);
      } else if (req.url === '/big') {
        res.writeHead(500).end('x'.repeat(5000));
      } else res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const resolveTo =
  (...addresses: string[]) =>
  () =>
    Promise.resolve(addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));

describe('checkedAddress (after DNS resolution)', () => {
  it.each([
    ['a name resolving to a private address', '10.0.0.5'],
    ['a name resolving to loopback', '127.0.0.1'],
    ['a name resolving to link-local', '169.254.10.1'],
    ['a name resolving to the metadata server', '169.254.169.254'],
    ['a name resolving to IPv6 unique-local', 'fd12::1'],
  ])('refuses %s', async (_what, address) => {
    expect(
      await checkedAddress('https://hooks.example.com/x', {
        allowLoopback: false,
        resolve: resolveTo(address),
      }),
    ).toBeNull();
  });

  it('refuses a name resolving to a public and a private address, and a name that does not resolve', async () => {
    expect(
      await checkedAddress('https://hooks.example.com/x', {
        allowLoopback: false,
        resolve: resolveTo('93.184.216.34', '10.0.0.5'),
      }),
    ).toBeNull();
    expect(
      await checkedAddress('https://hooks.example.com/x', { allowLoopback: false, resolve: resolveTo() }),
    ).toBeNull();
  });

  it('refuses the metadata host by name, without a lookup', async () => {
    let looked = false;
    const resolve = () => {
      looked = true;
      return Promise.resolve([{ address: '93.184.216.34', family: 4 }]);
    };
    expect(
      await checkedAddress('https://metadata.google.internal/x', { allowLoopback: false, resolve }),
    ).toBeNull();
    expect(looked).toBe(false);
  });

  it('gives the address a public name resolves to', async () => {
    expect(
      await checkedAddress('https://hooks.example.com/x', {
        allowLoopback: false,
        resolve: resolveTo('93.184.216.34'),
      }),
    ).toEqual({ address: '93.184.216.34', family: 4 });
  });
});

describe('webhookSender', () => {
  const local = webhookSender({ allowLoopback: true, timeoutMs: 200 });

  it('posts the body with the signature headers to the address it checked', async () => {
    const result = await local(`http://127.0.0.1:${port}/ok`, { 'webhook-id': 'evt_1' }, '{"a":1}');
    expect(result).toMatchObject({ httpStatus: 204 });
    expect(received.at(-1)).toMatchObject({ body: '{"a":1}', headers: { 'webhook-id': 'evt_1' } });
  });

  it('connects to the checked address, not to what the name resolves to a second time', async () => {
    let lookups = 0;
    // First answer loopback (allowed here), then a private address: only the first is ever used.
    const rebinding = webhookSender({
      allowLoopback: true,
      timeoutMs: 500,
      resolve: () => {
        lookups += 1;
        return Promise.resolve([{ address: lookups === 1 ? '127.0.0.1' : '10.0.0.5', family: 4 }]);
      },
    });
    const result = await rebinding(`http://receiver.test:${port}/ok`, {}, '{}');
    expect(result.httpStatus).toBe(204);
    expect(lookups).toBe(1);
  });

  it('refuses loopback in production, before connecting', async () => {
    const production = webhookSender({ allowLoopback: false, timeoutMs: 200 });
    const before = received.length;
    expect(await production(`http://127.0.0.1:${port}/ok`, {}, '{}')).toMatchObject({
      error: 'address-refused',
    });
    expect(received.length).toBe(before);
  });

  it('does not follow a redirect', async () => {
    const before = received.length;
    expect(await local(`http://127.0.0.1:${port}/redirect`, {}, '{}')).toMatchObject({
      httpStatus: 302,
      error: 'redirect-refused',
    });
    expect(received.length).toBe(before + 1);
  });

  it('gives up after its time-out, and tells a refused connection apart', async () => {
    expect(await local(`http://127.0.0.1:${port}/slow`, {}, '{}')).toMatchObject({ error: 'timeout' });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await local(`http://127.0.0.1:${closedPort}/`, {}, '{}')).toMatchObject({
      error: 'connection-refused',
    });
  });

  it('keeps at most 1 KB of the answer', async () => {
    const result = await local(`http://127.0.0.1:${port}/big`, {}, '{}');
    expect(result.httpStatus).toBe(500);
    expect(result.responseExcerpt).toHaveLength(1024);
  });
});
