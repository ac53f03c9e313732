import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from './errors.ts';
import { createPublicRuntime } from './public-runtime.ts';
import { publicTransport, startingEarly } from './public-transport.ts';

afterEach(() => vi.unstubAllGlobals());

const emulated = {
  apiKey: 'k',
  authDomain: 'demo-x.firebaseapp.com',
  projectId: 'demo-x',
  emulators: { authUrl: 'http://127.0.0.1:9099', functionsHost: '127.0.0.1', functionsPort: 5001 },
};
const credential = { orgId: 'org-1', tenantId: 't1', token: 'inv1_abc' };
const OPEN_URL = 'http://127.0.0.1:5001/demo-x/us-central1/respondents-open';

/** A fetch that answers each request with the next of `answers` (JSON bodies, status 200 unless given). */
function stubFetch(...answers: { body: unknown; status?: number }[]) {
  const fetch = vi.fn<typeof globalThis.fetch>(() => {
    const next = answers.shift() ?? { body: { result: 'again' } };
    return Promise.resolve(new Response(JSON.stringify(next.body), { status: next.status ?? 200 }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startingEarly (a link read while the page loads, issue 35)', () => {
  it('sends the call at once, and the page’s identical call takes its answer without sending it again', async () => {
    const fetch = stubFetch({ body: { result: { title: 'Q3 review' } } });
    const transport = startingEarly(publicTransport(emulated), 'respondents-open', credential);
    await flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe(OPEN_URL);
    expect(JSON.parse(fetch.mock.calls[0]![1]?.body as string)).toEqual({ data: credential });
    const { call } = createPublicRuntime(emulated, transport);
    // The same data, its keys written in another order.
    const page = { token: credential.token, tenantId: 't1', orgId: 'org-1' };
    await expect(call('respondents-open', page)).resolves.toEqual({ title: 'Q3 review' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('takes the early answer once: a second read, or another call, goes out', async () => {
    const fetch = stubFetch({ body: { result: 'early' } }, { body: { result: 'second' } });
    const { call } = createPublicRuntime(
      emulated,
      startingEarly(publicTransport(emulated), 'respondents-open', credential),
    );
    await expect(call('respondents-open', credential)).resolves.toBe('early');
    await expect(call('respondents-open', credential)).resolves.toBe('second');
    await expect(call('respondents-open', { ...credential, token: 'inv1_other' })).resolves.toBe('again');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('gives a refusal of the early call to the page’s call, with the server’s code', async () => {
    stubFetch({
      body: { error: { status: 'PERMISSION_DENIED', message: 'This link no longer works.' } },
      status: 403,
    });
    const { call } = createPublicRuntime(
      emulated,
      startingEarly(publicTransport(emulated), 'respondents-open', credential),
    );
    await flush();
    const refusal = await call('respondents-open', credential).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'permission-denied' });
  });

  it('hands an answer that has come to a page mounting after it, once; the page’s next identical read goes out', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.fn<typeof globalThis.fetch>(() => new Promise((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    const transport = startingEarly(publicTransport(emulated), 'respondents-open', credential);
    await flush();
    expect(transport.arrived()).toBeUndefined();
    answer(new Response(JSON.stringify({ result: { title: 'Q3 review' } })));
    await flush();
    expect(transport.arrived()).toEqual({ answer: { title: 'Q3 review' } });
    expect(transport.arrived()).toBeUndefined();
    stubFetch({ body: { result: 'read again' } });
    const { call } = createPublicRuntime(emulated, transport);
    await expect(call('respondents-open', credential)).resolves.toBe('read again');
  });

  it('hands no refusal to a mounting page: its own read meets it', async () => {
    stubFetch({
      body: { error: { status: 'PERMISSION_DENIED', message: 'This link no longer works.' } },
      status: 403,
    });
    const transport = startingEarly(publicTransport(emulated), 'respondents-open', credential);
    await flush();
    expect(transport.arrived()).toBeUndefined();
    const { call } = createPublicRuntime(emulated, transport);
    await expect(call('respondents-open', credential)).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
