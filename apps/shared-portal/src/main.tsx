// The loading indicator of index.html, styled before any script runs.
import '@assay/ui/boot';
import { matchRoute } from '@assay/auth';
import { preloadFirebase, startApp } from '@assay/client/start';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Firebase downloads beside the page's module (it paints before Auth has restored the session).
// A failure to load either shows the plain error screen instead of a blank page.
void preloadFirebase().catch(() => undefined);
// The sharing mail's link, opened by a document load, starts its page alone: a phone paints it
// without evaluating the portal.
const entry = matchRoute('sharedSignIn', window.location.pathname)
  ? () => import('./app/shared-sign-in-entry.tsx')
  : () => import('./app/app.tsx');
let mount: ((root: HTMLElement) => void) | undefined;
void startApp(root, [async () => void ({ mount } = await entry())], () => mount?.(root));
