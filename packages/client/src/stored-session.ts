import { mayBeEmailLink } from './email-link.ts';

// Firebase Auth keeps a signed-in user under `firebase:authUser:<apiKey>:<app>` in the IndexedDB
// database below (or in localStorage, the fallback persistence firebase.ts also names). Read
// without loading Firebase, so a guest page can paint for a visitor who certainly has no session
// while Firebase loads (issue 35); anything unsure answers "maybe", and the page waits for Auth.
const AUTH_USER_KEY = 'firebase:authUser:';
const DATABASE = 'firebaseLocalStorageDb';
const STORE = 'firebaseLocalStorage';

/**
 * True when a guest page at `href` may paint before Firebase Auth has loaded: the browser holds
 * no session to restore and the URL is not an email sign-in link to complete.
 */
export async function certainGuest(href: string): Promise<boolean> {
  return !mayBeEmailLink(href) && !(await mayHoldSession());
}

/** False only when this browser certainly holds no Firebase session; true when it may. */
export async function mayHoldSession(): Promise<boolean> {
  try {
    if (Object.keys(window.localStorage).some((key) => key.startsWith(AUTH_USER_KEY))) return true;
    if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
    const databases = await indexedDB.databases();
    // Opening a database that does not exist would create it: ask only once it is listed.
    if (!databases.some((database) => database.name === DATABASE)) return false;
    const keys = await storedKeys();
    return keys.some((key) => typeof key === 'string' && key.startsWith(AUTH_USER_KEY));
  } catch {
    return true;
  }
}

function storedKeys(): Promise<IDBValidKey[]> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
    request.onblocked = () => reject(new Error('IndexedDB open blocked'));
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(STORE)) {
        db.close();
        resolve([]);
        return;
      }
      const keys = db.transaction(STORE, 'readonly').objectStore(STORE).getAllKeys();
      keys.onerror = () => (db.close(), reject(keys.error ?? new Error('IndexedDB read failed')));
      keys.onsuccess = () => (db.close(), resolve(keys.result));
    };
  });
}
