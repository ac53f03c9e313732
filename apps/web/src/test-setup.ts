import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The machines are small and shared: give findBy*/waitFor room before they give up.
configure({ asyncUtilTimeout: 5_000 });
afterEach(() => cleanup());

// jsdom lacks what Radix Select calls when it opens (the UI kit's own test setup adds the same).
const missingInJsdom: Record<string, () => unknown> = {
  scrollIntoView: () => undefined,
  hasPointerCapture: () => false,
  releasePointerCapture: () => undefined,
  setPointerCapture: () => undefined,
};
for (const [name, value] of Object.entries(missingInJsdom)) {
  if (!(name in Element.prototype))
    Object.defineProperty(Element.prototype, name, { value, configurable: true, writable: true });
}
// Radix Checkbox measures its hidden form input inside a <form> (the UI kit's setup adds the same).
if (typeof window.ResizeObserver !== 'function') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
