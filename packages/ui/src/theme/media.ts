import { breakpoints, type Breakpoint } from './tokens';

// Media-query strings built from the breakpoints, usable in vanilla-extract `@media` and in matchMedia.

/** Matches screens at least as wide as the breakpoint. */
export function mediaUp(breakpoint: Breakpoint): string {
  return `screen and (min-width: ${breakpoints[breakpoint]}px)`;
}

/** Matches screens narrower than the breakpoint. */
export function mediaDown(breakpoint: Breakpoint): string {
  return `screen and (max-width: ${breakpoints[breakpoint] - 0.02}px)`;
}

/** Matches screens from `from` (inclusive) up to `to` (exclusive). */
export function mediaBetween(from: Breakpoint, to: Breakpoint): string {
  return `screen and (min-width: ${breakpoints[from]}px) and (max-width: ${breakpoints[to] - 0.02}px)`;
}

export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
export const darkSchemeQuery = '(prefers-color-scheme: dark)';
