import { useSearchParams } from 'react-router';

/** Changes some of the address's search params: an empty or missing value removes its key. */
export type UrlFiltersPatch = (change: Readonly<Record<string, string | undefined>>) => void;

/**
 * A list's filters kept in the address, so a filtered view can be shared and survives a reload:
 * the current search params and a patch that replaces the history entry (typing in a search box
 * adds no step to Back).
 */
export function useUrlFilters(): [URLSearchParams, UrlFiltersPatch] {
  const [params, setParams] = useSearchParams();
  const patch: UrlFiltersPatch = (change) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  return [params, patch];
}
