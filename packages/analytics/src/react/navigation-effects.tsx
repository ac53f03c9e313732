import { useEffect, useRef } from 'react';
import { useLocation, useMatches, type UIMatch } from 'react-router';
import { useAnalytics } from './analytics-provider.tsx';

/** What a page_view knows about the page, handed to `titleFor`. */
export interface PageInfo {
  readonly path: string;
  readonly tab?: string;
  readonly focus?: string;
  /** `handle.title` of the deepest route that has one. */
  readonly routeTitle?: string;
}

export interface NavigationEffectsProps {
  /** The page_view title; by default the tab, else the route's `handle.title`, else the path. */
  readonly titleFor?: (match: UIMatch | undefined, page: PageInfo) => string;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function handleString(match: UIMatch, key: 'title' | 'defaultTab'): string | undefined {
  const handle = match.handle;
  if (typeof handle !== 'object' || handle === null) return undefined;
  return nonEmptyString((handle as Record<string, unknown>)[key]);
}

/** Deepest value of `handle[key]` among the matches. */
function deepest(matches: readonly UIMatch[], key: 'title' | 'defaultTab'): string | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    const value = match === undefined ? undefined : handleString(match, key);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** The page_view fields for the current matches (exported for apps and tests). */
export function pageInfo(pathname: string, matches: readonly UIMatch[]): PageInfo {
  const params = matches.at(-1)?.params ?? {};
  const tab = nonEmptyString(params.tab) ?? deepest(matches, 'defaultTab');
  const focus = nonEmptyString(params.focus);
  const routeTitle = deepest(matches, 'title');
  return {
    path: pathname,
    ...(tab !== undefined && { tab }),
    ...(focus !== undefined && { focus }),
    ...(routeTitle !== undefined && { routeTitle }),
  };
}

/**
 * Place once inside a data router (it uses `useMatches`). On every navigation that changes the
 * pathname it scrolls the window to the top and sends `page_view` { path, title, tab, focus }:
 * tab and focus from the route params named `tab` and `focus` (tab defaulting to the route
 * handle's `defaultTab`). Sends once per navigation, also under StrictMode.
 */
export function NavigationEffects({ titleFor }: NavigationEffectsProps): null {
  const analytics = useAnalytics();
  const { pathname } = useLocation();
  const matches = useMatches();
  const lastPathname = useRef<string | null>(null);

  useEffect(() => {
    if (lastPathname.current === pathname) return;
    lastPathname.current = pathname;
    window.scrollTo(0, 0);
    const page = pageInfo(pathname, matches);
    const title = titleFor ? titleFor(matches.at(-1), page) : (page.tab ?? page.routeTitle ?? pathname);
    analytics.track('page_view', { path: page.path, title, tab: page.tab, focus: page.focus });
  }, [analytics, pathname, matches, titleFor]);

  return null;
}
