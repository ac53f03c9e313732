import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The machines are small and shared: give findBy*/waitFor room before they give up.
configure({ asyncUtilTimeout: 5_000 });
// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// jsdom lacks what Radix Select calls when it opens (the web app's and the UI kit's setups add the same).
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
