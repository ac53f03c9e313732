// The loading indicator of index.html, styled before any script runs.
import '@assay/ui/boot';
import { matchRoute } from '@assay/auth';
import { preloadFirebase, startApp } from '@assay/client/start';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The sharing mail's link, opened by a document load, starts its page alone: a phone paints it
// without evaluating the portal.
const sharedSignIn = matchRoute('sharedSignIn', window.location.pathname) !== null;
const entry = sharedSignIn ? () => import('./app/shared-sign-in-entry.tsx') : () => import('./app/app.tsx');
// The link's page reads its invitation as it mounts: Firebase downloads beside its module. The
// portal's starts when its module runs, so it does not share the phone's bandwidth with the
// first route's JS (issue 35). A failure to load either shows the plain error screen.
if (sharedSignIn) void preloadFirebase().catch(() => undefined);
let mount: ((root: HTMLElement) => void) | undefined;
void startApp(root, [async () => void ({ mount } = await entry())], () => mount?.(root));
