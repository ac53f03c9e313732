// The test setup every jsdom suite of the front end shares (the apps', the views' and the UI kit's).
// Each suite's setup file calls it: with `isolate: false` a setup file runs again for every test
// file, but a module it imports is evaluated once per worker, so the hooks must be registered by a call.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lacks what Radix Select calls when it opens.
const missingInJsdom: Record<string, () => unknown> = {
  scrollIntoView: () => undefined,
  hasPointerCapture: () => false,
  releasePointerCapture: () => undefined,
  setPointerCapture: () => undefined,
};

export function setUpJsdomTests(): void {
  // The machines are small and shared: give findBy*/waitFor room before they give up.
  configure({ asyncUtilTimeout: 5_000 });
  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  afterEach(cleanup);
  // Files in the node environment (architecture tests) have no Element at all.
  if (typeof Element === 'undefined') return;
  for (const [name, value] of Object.entries(missingInJsdom))
    if (!(name in Element.prototype))
      Object.defineProperty(Element.prototype, name, { value, configurable: true, writable: true });
  // Radix Checkbox measures its hidden form input with a ResizeObserver.
  if (typeof window.ResizeObserver !== 'function') {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
}
