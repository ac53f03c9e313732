import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { SIGN_IN_PATH } from '../guard.ts';
import { useSession } from './auth-provider.tsx';

export interface SignOutRouteProps {
  /** Where to go once signed out; `/signin` by default. */
  readonly to?: string;
  /** Shown while signing out. */
  readonly pending?: ReactNode;
  /** Called when sign-out fails (the user stays on the pending element). */
  readonly onError?: (error: unknown) => void;
}

/** Element for `/signout`: signs out exactly once (StrictMode-safe), then navigates to `to`. */
export function SignOutRoute({ to = SIGN_IN_PATH, pending = null, onError }: SignOutRouteProps): ReactNode {
  const { status, signOut } = useSession();
  const started = useRef(false);
  useEffect(() => {
    if (started.current || status !== 'signedIn') return;
    started.current = true;
    signOut().catch((error: unknown) => {
      if (onError) onError(error);
      else console.error('Sign-out failed', error);
    });
  }, [status, signOut, onError]);
  return status === 'signedOut' ? <Navigate replace to={to} /> : pending;
}
