import { sessionFromFirebaseUser, type SessionUser } from '@assay/auth';
import type { AuthSource } from '@assay/auth/react';

/**
 * The session where route loaders (which run outside React) can read it: a promise that settles
 * once Auth has restored it, with the latest session from then on. Read from the session source
 * itself, as the provider reads it, so a first load's prefetch waits for no render (issue 35).
 */
export function sessionMirror(source: AuthSource) {
  let current: SessionUser | null = null;
  let restored: () => void = () => undefined;
  const known = new Promise<void>((resolve) => (restored = resolve));
  source.subscribe((state) => {
    current = state === null ? null : sessionFromFirebaseUser(state.user, state.claims);
    restored();
  });
  return () => known.then(() => current);
}
