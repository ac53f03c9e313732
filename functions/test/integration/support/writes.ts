// "The call wrote nothing", checked over everything a call could write: every Firestore document
// of the project, in any collection (the embedded server's change feed, tools/firestore-emulator
// README "Changes since a mark"), and every Auth account (new or deleted accounts, claims,
// disabled, revoked sessions).
import { changesClient } from '@assay/firestore-emulator/changes';
import type { ChangesClient } from '@assay/firestore-emulator/changes';
import type { UserRecord } from 'firebase-admin/auth';
import { adminAuth, FIRESTORE_HOST, PROJECT_ID } from './emulators.ts';

/** One document (`orgs/…`) or account (`auth/{uid}`) that differs from its state at the mark. */
export interface Write {
  path: string;
  change: 'created' | 'updated' | 'deleted';
  /** For an update, the top-level fields that differ. */
  fields?: string[];
}

export interface WritesMark {
  firestore: string;
  accounts: Map<string, AccountState>;
}

type AccountState = Record<'email' | 'disabled' | 'claims' | 'validAfter', unknown>;

let client: ChangesClient | undefined;
function changes(): ChangesClient {
  if (!FIRESTORE_HOST) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run through with-emulators');
  client ??= changesClient(FIRESTORE_HOST, PROJECT_ID);
  return client;
}

function stateOf(user: UserRecord): AccountState {
  return {
    email: user.email ?? null,
    disabled: user.disabled,
    claims: user.customClaims ?? {},
    validAfter: user.tokensValidAfterTime ?? null,
  };
}

async function accounts(): Promise<Map<string, AccountState>> {
  const all = new Map<string, AccountState>();
  let pageToken: string | undefined;
  do {
    const page = await adminAuth().listUsers(1000, pageToken);
    for (const user of page.users) all.set(user.uid, stateOf(user));
    pageToken = page.pageToken;
  } while (pageToken);
  return all;
}

/** Now, as a point to compare with later. */
export async function markWrites(): Promise<WritesMark> {
  const [firestore, before] = await Promise.all([changes().mark(), accounts()]);
  return { firestore, accounts: before };
}

/** Every document and account that differs from its state at `mark`, documents first, by path. */
export async function writesSince(mark: WritesMark): Promise<Write[]> {
  const [documents, now] = await Promise.all([changes().changedSince(mark.firestore), accounts()]);
  const writes: Write[] = documents.map((change) => ({ ...change }));
  for (const uid of new Set([...mark.accounts.keys(), ...now.keys()])) {
    const [before, after] = [mark.accounts.get(uid), now.get(uid)];
    const path = `auth/${uid}`;
    if (!before) writes.push({ path, change: 'created' });
    else if (!after) writes.push({ path, change: 'deleted' });
    else {
      const fields = (Object.keys(before) as (keyof AccountState)[]).filter(
        (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
      );
      if (fields.length > 0) writes.push({ path, change: 'updated', fields });
    }
  }
  return writes;
}

/** A write as one line, for failure messages. */
export function describeWrite(write: Write): string {
  return `${write.path} ${write.change}${write.fields ? ` (${write.fields.join(', ')})` : ''}`;
}
