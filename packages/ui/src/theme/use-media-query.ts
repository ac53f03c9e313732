import { useCallback, useSyncExternalStore } from 'react';
import { mediaUp } from './media';
import type { Breakpoint } from './tokens';

/** Whether a media query matches now; re-renders when it changes. False where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () =>
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}

/** True when the screen is at least as wide as the breakpoint. */
export function useBreakpointUp(breakpoint: Breakpoint): boolean {
  return useMediaQuery(mediaUp(breakpoint));
}
