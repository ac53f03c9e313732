import { startTransition, useCallback, useEffect, useState } from 'react';

/**
 * How many of `total` parts of a long page to render: the first at once, then one more in each
 * idle moment, each as a transition, so the page never commits in one task that holds a phone's
 * main thread (issue 35). `showUpTo(count)` brings them in at once where the person moves to.
 */
export function useSlices(total: number): { shown: number; showUpTo: (count: number) => void } {
  const [shown, setShown] = useState(Math.min(1, total));
  const showUpTo = useCallback(
    (count: number) => setShown((current) => Math.max(current, Math.min(count, total))),
    [total],
  );
  useEffect(() => {
    if (shown >= total) return;
    const next = () => startTransition(() => showUpTo(shown + 1));
    // Safari has no requestIdleCallback: a task of its own after the paint instead.
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(next, { timeout: 1000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(next, 0);
    return () => window.clearTimeout(handle);
  }, [shown, total, showUpTo]);
  return { shown, showUpTo };
}
