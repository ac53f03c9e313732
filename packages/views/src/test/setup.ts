import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The machines are small and shared: give findBy*/waitFor room before they give up.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});

// Radix Select opens on pointer events and scrolls its options into view: jsdom has neither
// (files in the node environment, like the architecture test, have no Element at all).
if (typeof Element !== 'undefined') {
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.setPointerCapture ??= () => undefined;
}
