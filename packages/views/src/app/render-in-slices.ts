import { startTransition, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';

/**
 * The first render of a page, as a transition: React renders it in slices of a few milliseconds
 * and yields between them, so a phone's main thread is never held for the whole tree at once
 * (Lighthouse's total blocking time, issue 35). Whatever the root shows until then (the boot
 * indicator of index.html) stays until the page commits.
 */
export function renderInSlices(root: Root, node: ReactNode): void {
  startTransition(() => root.render(node));
}
