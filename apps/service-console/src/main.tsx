// The loading indicator of index.html, styled before any script runs.
import '@assay/ui/boot';
import { startApp } from '@assay/client/start';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Firebase downloads when the app module runs (createRuntime), not beside it: the console's first
// call waits for its route's screen anyway, and the phone's bandwidth goes to the app's JS first
// (issue 35). A failure to load either shows the plain error screen instead of a blank page.
let mount: ((root: HTMLElement) => void) | undefined;
void startApp(root, [async () => void ({ mount } = await import('./app/app.tsx'))], () => mount?.(root));
