// The loading indicator of index.html, styled before any script runs.
import '@assay/ui/boot';
import { startApp } from '@assay/client/start';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Firebase initialises when the app module loads; a failure there is a start-up failure,
// which shows the plain error screen instead of a blank page.
let mount: ((root: HTMLElement) => void) | undefined;
void startApp(root, [async () => void ({ mount } = await import('./app/app.tsx'))], () => mount?.(root));
