import { afterEach } from 'vitest';
import { setUpJsdomTests } from '../testing/jsdom-setup.ts';

setUpJsdomTests();

// The kit's own tests start each with empty storage (the theme and the dismissed banners keep their choice there).
afterEach(() => window.localStorage.clear());

// jsdom has no matchMedia; the theme asks it for the system's preference.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
}
