// The loading indicator of index.html, styled before any script runs.
import '@assay/ui/boot';
import { matchRoute } from '@assay/auth';
import { preloadFirebase, startApp } from '@assay/client/start';
import { respondentTransport } from './app/respondent-read.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// A document load of a page people open from a mail on a phone starts that page alone, without
// evaluating the application: sign-in, and a respondent's link (which needs no Firebase Auth).
const path = window.location.pathname;
const respondent = matchRoute('inProgress', path) !== null;
const signIn = matchRoute('signIn', path) !== null;
const entry = respondent
  ? () => import('./app/respondent-entry.tsx')
  : signIn
    ? () => import('./app/sign-in-entry.tsx')
    : () => import('./app/app.tsx');
// A respondent's link is read at once, while the page's modules download (it shows the answer).
if (respondent) respondentTransport();
// The sign-in page's Firebase downloads beside its module (it paints before Auth, and an
// invitation's read starts as it mounts); the application's starts when its module runs, so it
// does not share the phone's bandwidth with the first route's JS (issue 35). A failure to load
// either shows the plain error screen instead of a blank page.
if (signIn) void preloadFirebase().catch(() => undefined);
let mount: ((root: HTMLElement) => void) | undefined;
void startApp(root, [async () => void ({ mount } = await entry())], () => mount?.(root));
