import { sessionFromFirebaseUser, type SessionUser } from '../session.ts';

const FIXED_NOW = new Date('2025-01-01T00:00:00Z');

export function sessionWith(claims: Record<string, unknown>, uid = 'u1'): SessionUser {
  return sessionFromFirebaseUser(
    {
      uid,
      email: `${uid}@example.com`,
      displayName: uid,
      metadata: { creationTime: 'Mon, 02 Dec 2024 10:00:00 GMT' },
    },
    claims,
    () => FIXED_NOW,
  );
}

/** The user kinds every guard rule is checked against. */
export const users = {
  guest: null,
  owner: sessionWith({ tid: 't1', role: 'owner' }, 'owner'),
  viewer: sessionWith({ tid: 't1', role: 'viewer' }, 'viewer'),
  shared: sessionWith({ ptid: 't1', ttid: 'tt1' }, 'shared'),
  systemAdmin: sessionWith({ adminUI: true }, 'sysadmin'),
  systemAdminMember: sessionWith({ adminUI: true, tid: 't1', role: 'owner' }, 'sysadmin-member'),
} satisfies Record<string, SessionUser | null>;

export type UserKind = keyof typeof users;
