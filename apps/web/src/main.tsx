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
const entry = respondent
  ? () => import('./app/respondent-entry.tsx')
  : matchRoute('signIn', path)
    ? () => import('./app/sign-in-entry.tsx')
    : () => import('./app/app.tsx');
// A respondent's link is read at once, while the page's modules download (it shows the answer).
if (respondent) respondentTransport();
// Firebase downloads beside the page's module (it paints before Auth has restored the session).
// A failure to load either shows the plain error screen instead of a blank page.
if (!respondent) void preloadFirebase().catch(() => undefined);
let mount: ((root: HTMLElement) => void) | undefined;
void startApp(root, [async () => void ({ mount } = await entry())], () => mount?.(root));
