import { useMatches, useParams } from 'react-router';
import { isTabOf, tabsOf, type RouteId, type TabId } from '../routes.ts';

function defaultTabOf(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null) return undefined;
  const value = (handle as { defaultTab?: unknown }).defaultTab;
  return typeof value === 'string' ? value : undefined;
}

/**
 * The current tab of route `id` (or of one of its child routes): the `:tab` segment, else the
 * route handle's default tab (a child route's tab), else the route's first tab. `undefined` when the segment names no tab of the route (the page
 * shows not-found). `focus` is the `:focus` segment.
 */
export function useRouteTab<K extends RouteId>(
  id: K,
): { tab: TabId<K> | undefined; focus: string | undefined } {
  const params = useParams();
  const matches = useMatches();
  const requested = params.tab ?? defaultTabOf(matches.at(-1)?.handle) ?? tabsOf(id)[0]?.id;
  return { tab: isTabOf(id, requested) ? requested : undefined, focus: params.focus };
}
