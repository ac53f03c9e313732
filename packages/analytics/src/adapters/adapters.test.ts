import { describe, expect, it, vi } from 'vitest';
import { createConsoleAdapter } from './console.ts';
import { createFirebaseAnalyticsAdapter, type FirebaseAnalyticsLike } from './firebase.ts';
import { createMemoryAdapter } from './memory.ts';

describe('createMemoryAdapter', () => {
  it('records events in order with a sequence number and time', () => {
    const at = new Date('2025-01-01T00:00:00Z');
    const memory = createMemoryAdapter({ now: () => at });
    void memory.send('login', { method: 'google' });
    void memory.send('logout', {});
    expect(memory.events).toEqual([
      { seq: 1, name: 'login', params: { method: 'google' }, at },
      { seq: 2, name: 'logout', params: {}, at },
    ]);
  });

  it('keeps only the newest events beyond its limit', () => {
    const memory = createMemoryAdapter({ limit: 2 });
    for (const name of ['a', 'b', 'c']) void memory.send(name, {});
    expect(memory.events.map((event) => event.name)).toEqual(['b', 'c']);
  });

  it('notifies subscribers with a new snapshot on every change until they unsubscribe', () => {
    const memory = createMemoryAdapter();
    const listener = vi.fn();
    const unsubscribe = memory.subscribe(listener);
    const before = memory.events;
    void memory.send('logout', {});
    expect(memory.events).not.toBe(before);
    expect(listener).toHaveBeenLastCalledWith(memory.events);
    memory.clear();
    expect(memory.events).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    void memory.send('logout', {});
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('lists the params of one event name', () => {
    const memory = createMemoryAdapter();
    void memory.send('login', { method: 'google' });
    void memory.send('logout', {});
    void memory.send('login', { method: 'password' });
    expect(memory.paramsOf('login')).toEqual([{ method: 'google' }, { method: 'password' }]);
  });
});

describe('createConsoleAdapter', () => {
  it('logs each event and user with its prefix', () => {
    const logger = { info: vi.fn() };
    const adapter = createConsoleAdapter({ logger, prefix: '[a]' });
    void adapter.send('login', { method: 'google' });
    adapter.setUser?.('u1');
    expect(logger.info.mock.calls).toEqual([
      ['[a] login', { method: 'google' }],
      ['[a] user', 'u1'],
    ]);
  });
});

function fakeFirebase() {
  const calls: unknown[][] = [];
  const sdk: FirebaseAnalyticsLike = {
    logEvent: (name, params) => calls.push(['logEvent', name, params]),
    setUserId: (id) => calls.push(['setUserId', id]),
    setAnalyticsCollectionEnabled: (enabled) => calls.push(['collection', enabled]),
  };
  let resolveLoad: (value: FirebaseAnalyticsLike) => void = () => undefined;
  let rejectLoad: (error: unknown) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<FirebaseAnalyticsLike>((resolve, reject) => {
        resolveLoad = resolve;
        rejectLoad = reject;
      }),
  );
  return {
    calls,
    load,
    resolve: () => resolveLoad(sdk),
    reject: (error: unknown) => rejectLoad(error),
  };
}

describe('createFirebaseAnalyticsAdapter', () => {
  it('neither loads the SDK nor sends anything before consent', async () => {
    const fake = fakeFirebase();
    const adapter = createFirebaseAnalyticsAdapter(fake.load);
    void adapter.send('login', { method: 'google' });
    adapter.setUser?.('u1');
    await Promise.resolve();
    expect(fake.load).not.toHaveBeenCalled();
    expect(adapter.state).toBe('idle');
    expect(fake.calls).toEqual([]);
  });

  it('loads once on consent and then sends the user id and the buffered events in order', async () => {
    const fake = fakeFirebase();
    const adapter = createFirebaseAnalyticsAdapter(fake.load);
    void adapter.send('login', { method: 'google' });
    adapter.setUser?.('u1');
    void adapter.send('logout', {});
    adapter.setConsent(true);
    void adapter.send('tenant_created', {});
    expect(adapter.state).toBe('loading');
    expect(fake.calls).toEqual([]);
    fake.resolve();
    await adapter.settled();
    expect(fake.load).toHaveBeenCalledTimes(1);
    expect(fake.calls).toEqual([
      ['collection', true],
      ['setUserId', 'u1'],
      ['logEvent', 'login', { method: 'google' }],
      ['logEvent', 'logout', {}],
      ['logEvent', 'tenant_created', {}],
    ]);
  });

  it('sends straight to the SDK once loaded', async () => {
    const fake = fakeFirebase();
    const adapter = createFirebaseAnalyticsAdapter(fake.load);
    adapter.setConsent(true);
    fake.resolve();
    await adapter.settled();
    void adapter.send('logout', {});
    adapter.setUser?.(null);
    expect(fake.calls.slice(-2)).toEqual([
      ['logEvent', 'logout', {}],
      ['setUserId', null],
    ]);
  });

  it('adds the GA4 page_path and page_title to page_view', async () => {
    const fake = fakeFirebase();
    const adapter = createFirebaseAnalyticsAdapter(fake.load);
    adapter.setConsent(true);
    fake.resolve();
    await adapter.settled();
    void adapter.send('page_view', { path: '/roadmap', title: 'Roadmap' });
    expect(fake.calls.at(-1)).toEqual([
      'logEvent',
      'page_view',
      { path: '/roadmap', title: 'Roadmap', page_path: '/roadmap', page_title: 'Roadmap' },
    ]);
  });

  it('drops the buffer, disables collection and drops events while consent is withdrawn', async () => {
    const fake = fakeFirebase();
    const adapter = createFirebaseAnalyticsAdapter(fake.load);
    adapter.setConsent(true);
    fake.resolve();
    await adapter.settled();
    adapter.setConsent(false);
    void adapter.send('logout', {});
    expect(fake.calls.at(-1)).toEqual(['collection', false]);
    expect(fake.calls.filter(([kind]) => kind === 'logEvent')).toEqual([]);
    adapter.setConsent(true);
    void adapter.send('login', { method: 'password' });
    expect(fake.calls.filter(([kind]) => kind === 'logEvent')).toEqual([
      ['logEvent', 'login', { method: 'password' }],
    ]);
  });

  it('sends nothing when consent is withdrawn while the SDK loads', async () => {
    const fake = fakeFirebase();
    const adapter = createFirebaseAnalyticsAdapter(fake.load);
    void adapter.send('logout', {});
    adapter.setConsent(true);
    adapter.setConsent(false);
    fake.resolve();
    await adapter.settled();
    expect(fake.calls).toEqual([['collection', false]]);
  });

  it('keeps only the newest events while waiting', async () => {
    const fake = fakeFirebase();
    const adapter = createFirebaseAnalyticsAdapter(fake.load, { maxBuffered: 2 });
    for (const term of ['a', 'b', 'c']) void adapter.send('search', { search_term: term });
    adapter.setConsent(true);
    fake.resolve();
    await adapter.settled();
    expect(fake.calls.filter(([kind]) => kind === 'logEvent').map((call) => call[2])).toEqual([
      { search_term: 'b' },
      { search_term: 'c' },
    ]);
  });

  it('drops events and never loads after a refusal', async () => {
    const fake = fakeFirebase();
    const adapter = createFirebaseAnalyticsAdapter(fake.load);
    void adapter.send('logout', {});
    adapter.setConsent(false);
    void adapter.send('login', { method: 'google' });
    await adapter.settled();
    expect(fake.load).not.toHaveBeenCalled();
    adapter.setConsent(true);
    fake.resolve();
    await adapter.settled();
    expect(fake.calls.filter(([kind]) => kind === 'logEvent')).toEqual([]);
  });

  it('reports a failed load once and drops events afterwards', async () => {
    const fake = fakeFirebase();
    const onError = vi.fn();
    const adapter = createFirebaseAnalyticsAdapter(fake.load, { onError });
    adapter.setConsent(true);
    fake.reject(new Error('blocked by client'));
    await adapter.settled();
    void adapter.send('logout', {});
    adapter.setConsent(true);
    expect(adapter.state).toBe('failed');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(fake.load).toHaveBeenCalledTimes(1);
    expect(fake.calls).toEqual([]);
  });
});
