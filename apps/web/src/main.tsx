// The loading indicator of index.html, styled before any script runs.
import '@assay/ui/boot';
import { preloadFirebase, startApp } from '@assay/client/start';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Firebase downloads beside the app module (the app paints before Auth has restored the
// session). A failure to load either shows the plain error screen instead of a blank page.
void preloadFirebase().catch(() => undefined);
let mount: ((root: HTMLElement) => void) | undefined;
void startApp(root, [async () => void ({ mount } = await import('./app/app.tsx'))], () => mount?.(root));
