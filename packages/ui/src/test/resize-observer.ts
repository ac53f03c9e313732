import { vi } from 'vitest';

/**
 * A ResizeObserver whose reports the test sends (`report()`: every live observer's callback, as
 * the browser calls them after its layout), and box widths the test sets: `scrollWidth` and
 * `clientWidth` of every element, each read counted (`reads`), to see that nothing measures
 * outside a report (a forced layout). Restore with `vi.unstubAllGlobals()` and `restore()`.
 */
export function stubResizeObserver({
  scrollWidth,
  clientWidth,
}: {
  scrollWidth: number;
  clientWidth: number;
}) {
  const live = new Set<FakeResizeObserver>();
  class FakeResizeObserver {
    constructor(readonly callback: ResizeObserverCallback) {}
    observe() {
      live.add(this);
    }
    unobserve() {}
    disconnect() {
      live.delete(this);
    }
  }
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  const reads = { count: 0 };
  const scroll = vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockImplementation(() => {
    reads.count += 1;
    return scrollWidth;
  });
  const client = vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(() => {
    reads.count += 1;
    return clientWidth;
  });
  return {
    reads,
    report: () => {
      for (const observer of [...live]) observer.callback([], observer);
    },
    restore: () => {
      scroll.mockRestore();
      client.mockRestore();
      vi.unstubAllGlobals();
    },
  };
}
