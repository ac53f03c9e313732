import { afterEach, describe, expect, it, vi } from 'vitest';
import { certainGuest, mayHoldSession } from './stored-session.ts';

const USER_KEY = 'firebase:authUser:demo-key:[DEFAULT]';

interface FakeRequest<T> {
  result?: T;
  error?: Error | null;
  onsuccess?: () => void;
  onerror?: () => void;
  onblocked?: () => void;
}

/** Answers an IDB request on a later task, as a browser does. */
function answer<T>(request: FakeRequest<T>, outcome: { result: T } | { error: Error }): FakeRequest<T> {
  setTimeout(() => {
    if ('error' in outcome) {
      request.error = outcome.error;
      request.onerror?.();
    } else {
      request.result = outcome.result;
      request.onsuccess?.();
    }
  });
  return request;
}

/** The slice of IndexedDB mayHoldSession reads: the database list, one store's keys. */
function stubIndexedDb(options: {
  databases?: string[];
  keys?: string[];
  store?: boolean;
  openFails?: boolean;
}) {
  const opened = vi.fn();
  const db = {
    objectStoreNames: {
      contains: (name: string) => (options.store ?? true) && name === 'firebaseLocalStorage',
    },
    transaction: () => ({
      objectStore: () => ({ getAllKeys: () => answer({}, { result: options.keys ?? [] }) }),
    }),
    close: vi.fn(),
  };
  vi.stubGlobal('indexedDB', {
    ...(options.databases && {
      databases: () => Promise.resolve(options.databases!.map((name) => ({ name, version: 1 }))),
    }),
    open: (name: string) => {
      opened(name);
      return answer({}, options.openFails ? { error: new Error('denied') } : { result: db });
    },
  });
  return { opened, db };
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('mayHoldSession (a guest page paints before Firebase only for a certain guest)', () => {
  it('is false in a browser that never stored a Firebase session, and opens nothing (opening would create it)', async () => {
    const { opened } = stubIndexedDb({ databases: ['other-db'] });
    await expect(mayHoldSession()).resolves.toBe(false);
    expect(opened).not.toHaveBeenCalled();
  });

  it('is true when the Firebase database holds a signed-in user', async () => {
    const { opened, db } = stubIndexedDb({
      databases: ['firebaseLocalStorageDb'],
      keys: ['__sak', USER_KEY],
    });
    await expect(mayHoldSession()).resolves.toBe(true);
    expect(opened).toHaveBeenCalledWith('firebaseLocalStorageDb');
    expect(db.close).toHaveBeenCalled();
  });

  it('is false when the Firebase database holds no user (signed out, or only its availability probe)', async () => {
    stubIndexedDb({ databases: ['firebaseLocalStorageDb'], keys: ['__sak'] });
    await expect(mayHoldSession()).resolves.toBe(false);
    stubIndexedDb({ databases: ['firebaseLocalStorageDb'], store: false });
    await expect(mayHoldSession()).resolves.toBe(false);
  });

  it('is true when the user is in localStorage (the fallback persistence)', async () => {
    stubIndexedDb({ databases: [] });
    window.localStorage.setItem(USER_KEY, '{}');
    await expect(mayHoldSession()).resolves.toBe(true);
  });

  it('is true whenever it cannot tell: no database listing, or the database cannot be read', async () => {
    stubIndexedDb({});
    await expect(mayHoldSession()).resolves.toBe(true);
    stubIndexedDb({ databases: ['firebaseLocalStorageDb'], openFails: true });
    await expect(mayHoldSession()).resolves.toBe(true);
  });
});

describe('certainGuest', () => {
  it('lets a page paint early only without a session and off an email sign-in link', async () => {
    stubIndexedDb({ databases: [] });
    await expect(certainGuest('https://app.example/signin?redirect=%2F')).resolves.toBe(true);
    await expect(
      certainGuest('https://app.example/signin?apiKey=k&oobCode=abc&mode=signIn&lang=en'),
    ).resolves.toBe(false);
    stubIndexedDb({ databases: ['firebaseLocalStorageDb'], keys: [USER_KEY] });
    await expect(certainGuest('https://app.example/signin')).resolves.toBe(false);
  });
});
