import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Follows where billing sends the browser: a path of this app (a return route, the test
 * checkout) inside the app, so the return route records its event; Stripe's pages by a full load.
 */
export function useRedirect(): (target: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (target: string) => {
      if (target.startsWith('/') && !target.startsWith('//')) void navigate(target);
      else window.location.assign(target);
    },
    [navigate],
  );
}
