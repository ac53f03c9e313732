import { startApp } from '@assay/client/start';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Firebase initialises when the app module loads; a failure there is a start-up failure,
// which shows the plain error screen instead of a blank page.
let app: typeof import('./app/app.tsx') | undefined;
void startApp(root, [async () => void (app = await import('./app/app.tsx'))], () => app?.mount(root));
