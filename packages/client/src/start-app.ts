// The Content-Security-Policy (firebase.json) forbids eval. zod's JIT probes for it with
// `new Function`, which the browser reports as a policy violation even though zod catches it:
// the apps parse without the JIT, set here before any lazily loaded schema is built. zod keeps
// its configuration on this global (shared by every copy of zod), so setting it directly keeps
// zod itself off the first route (importing zod's `config` cost 23 KB gzip there).
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

export { importFirebase as preloadFirebase } from './firebase-module.ts';

/** A start-up step may ask for a redirect (seed §4), which is followed instead of mounting. */
export type StartupStep = () => Promise<void | { redirect: string }> | void | { redirect: string };

/**
 * Runs the start-up steps, then mounts. A failing step is logged and the app is NOT mounted;
 * a plain error screen with a retry button takes its place (SPEC §2: never a blank page).
 */
export async function startApp(root: HTMLElement, steps: StartupStep[], mount: () => void): Promise<void> {
  try {
    for (const step of steps) {
      const outcome = await step();
      if (outcome && 'redirect' in outcome) {
        window.location.replace(outcome.redirect);
        return;
      }
    }
  } catch (error) {
    showStartupError(root, error);
    return;
  }
  mount();
}

/** Replaces the app with the plain error screen (also when a part loaded after mounting fails). */
export function showStartupError(root: HTMLElement, error: unknown): void {
  console.error('Assay failed to start', error);
  // Plain DOM on purpose: React and the design system may be what failed.
  root.innerHTML = '';
  const main = document.createElement('main');
  main.setAttribute('role', 'alert');
  main.style.cssText =
    'font-family:system-ui,sans-serif;max-width:32rem;margin:15vh auto;padding:1.5rem;line-height:1.5;color:#1b1e24';
  const title = document.createElement('h1');
  title.textContent = 'Assay could not start';
  title.style.fontSize = '1.5rem';
  const text = document.createElement('p');
  text.textContent =
    'Something went wrong while loading the application. Check your connection and try again.';
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = 'Retry';
  retry.style.cssText =
    'font:inherit;padding:.5rem 1.25rem;border-radius:.5rem;border:0;background:#1f4fd1;color:#fff;cursor:pointer';
  retry.addEventListener('click', () => window.location.reload());
  main.append(title, text, retry);
  root.append(main);
  retry.focus();
}
