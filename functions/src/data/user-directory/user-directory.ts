// Firebase Auth accounts as the service console's users tab needs them: look one up by uid or
// email, disable or enable it. Reached only by system-admin callables (their context).
import type { Auth, UserRecord } from 'firebase-admin/auth';

export interface Account {
  uid: string;
  email: string | null;
  displayName: string | null;
  disabled: boolean;
  /** Provider ids of the sign-in methods linked to the account. */
  providers: string[];
  createdAt: string | null;
  lastSignInAt: string | null;
  claims: Record<string, unknown>;
}

export interface UserDirectory {
  /** The account, or null when there is no such user. */
  account(uid: string): Promise<Account | null>;
  /** The uid of the account with this email address, or null. */
  uidByEmail(email: string): Promise<string | null>;
  /** The email address of each of these accounts (at most 100; unknown or address-less ones are left out): one lookup. */
  emails(uids: readonly string[]): Promise<Map<string, string>>;
  setDisabled(uid: string, disabled: boolean): Promise<void>;
}

function isUserNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === 'auth/user-not-found'
  );
}

async function orNull<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch (error) {
    if (isUserNotFound(error)) return null;
    throw error;
  }
}

/** Auth's metadata times are RFC 1123 strings ("Mon, 23 Nov 2026 10:00:00 GMT"); the product speaks ISO. */
function isoOf(time: string | undefined | null): string | null {
  if (!time) return null;
  const millis = Date.parse(time);
  return Number.isFinite(millis) ? new Date(millis).toISOString() : null;
}

export function accountOf(user: UserRecord): Account {
  return {
    uid: user.uid,
    email: user.email ?? null,
    displayName: user.displayName ?? null,
    disabled: user.disabled,
    providers: user.providerData.map((info) => info.providerId),
    createdAt: isoOf(user.metadata.creationTime),
    lastSignInAt: isoOf(user.metadata.lastSignInTime),
    claims: { ...(user.customClaims ?? {}) },
  };
}

export function userDirectory(auth: Auth): UserDirectory {
  return {
    async account(uid) {
      const user = await orNull(auth.getUser(uid));
      return user ? accountOf(user) : null;
    },
    async uidByEmail(email) {
      return (await orNull(auth.getUserByEmail(email)))?.uid ?? null;
    },
    async emails(uids) {
      if (uids.length === 0) return new Map();
      const { users } = await auth.getUsers(uids.map((uid) => ({ uid })));
      return new Map(users.flatMap((user) => (user.email ? [[user.uid, user.email] as const] : [])));
    },
    async setDisabled(uid, disabled) {
      await auth.updateUser(uid, { disabled });
    },
  };
}

/** An in-memory directory over plain accounts (unit tests); `setDisabled` changes them in place. */
export function memoryUserDirectory(accounts: Account[]): UserDirectory {
  const find = (uid: string) => accounts.find((account) => account.uid === uid) ?? null;
  return {
    account: (uid) => {
      const found = find(uid);
      return Promise.resolve(found ? { ...found, claims: { ...found.claims } } : null);
    },
    uidByEmail: (email) => Promise.resolve(accounts.find((account) => account.email === email)?.uid ?? null),
    emails: (uids) =>
      Promise.resolve(
        new Map(
          uids.flatMap((uid) => {
            const email = find(uid)?.email;
            return email ? [[uid, email] as const] : [];
          }),
        ),
      ),
    setDisabled: (uid, disabled) => {
      const found = find(uid);
      if (!found) return Promise.reject(Object.assign(new Error('no user'), { code: 'auth/user-not-found' }));
      found.disabled = disabled;
      return Promise.resolve();
    },
  };
}
