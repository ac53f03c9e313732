// The harness of `pnpm bench explore`: Explore's Controls tab, as shipped, over 5,000 synthetic
// controls behind a fake callable client. e2e/bench/explore-latency.ts drives it in Chromium.
import { AuthProvider } from '@assay/auth/react';
import { ClientProvider, type AssayClient } from '@assay/client';
import { createFakeCall, createTestQueryClient, staticAuthSource } from '@assay/client/testing';
import { ThemeProvider, ToastProvider } from '@assay/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ControlSearch } from '../features/explore/components/control-search.tsx';
import { syntheticLibrary } from './synthetic-library.ts';

const CONTROLS = 5000;
const { summaries, versions } = syntheticLibrary(CONTROLS);
const call = createFakeCall({
  'baselines-list': () => ({ items: summaries, privateBaselines: { count: 0, max: null } }),
  'baselines-get': ({ baselineId }) => versions.find((version) => version.baseline.id === baselineId)!,
});

// Mounted as the app mounts screens (a production build: no testing-library, whose render needs act).
const router = createMemoryRouter([{ path: '/explore/:tab?/:tenantId?', element: <ControlSearch /> }], {
  initialEntries: ['/explore/controls'],
});
const client = { call, authActions: {} as AssayClient['authActions'], emulated: true } satisfies AssayClient;
const root = document.createElement('div');
document.body.append(root);
createRoot(root).render(
  <QueryClientProvider client={createTestQueryClient()}>
    <ClientProvider client={client}>
      <AuthProvider source={staticAuthSource({ tid: 'org-1', role: 'viewer' })}>
        <ThemeProvider>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </ThemeProvider>
      </AuthProvider>
    </ClientProvider>
  </QueryClientProvider>,
);

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
// React tracks the input's value through the prototype's setter; setting it there makes the
// input event look like typing.
const valueDescriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
// eslint-disable-next-line @typescript-eslint/unbound-method -- called with the input as `this` by Reflect.apply
const setValue = (box: HTMLInputElement, value: string) => Reflect.apply(valueDescriptor.set!, box, [value]);

/**
 * Types each query one character at a time, as an input event per keystroke, and returns the
 * milliseconds from each keystroke until the frame after it (results rendered and painted).
 */
async function measure(queries: readonly string[]): Promise<number[]> {
  const box = document.querySelector<HTMLInputElement>('input[type="search"]')!;
  const samples: number[] = [];
  for (const query of queries) {
    for (let length = 1; length <= query.length; length += 1) {
      const t0 = performance.now();
      setValue(box, query.slice(0, length));
      box.dispatchEvent(new Event('input', { bubbles: true }));
      await nextFrame();
      samples.push(performance.now() - t0);
    }
    setValue(box, '');
    box.dispatchEvent(new Event('input', { bubbles: true }));
    await nextFrame();
  }
  return samples;
}

Object.assign(window, { __controls: CONTROLS, __measure: measure });
