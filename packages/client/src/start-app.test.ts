import { afterEach, describe, expect, it, vi } from 'vitest';
import { startApp } from './start-app.ts';

afterEach(() => vi.restoreAllMocks());

describe('startApp', () => {
  it('mounts after every step succeeds', async () => {
    const root = document.createElement('div');
    const mount = vi.fn();
    await startApp(root, [() => undefined, () => Promise.resolve()], mount);
    expect(mount).toHaveBeenCalledOnce();
  });

  it('does not mount, logs, and shows an error screen with a retry button when a step fails', async () => {
    const root = document.createElement('div');
    const mount = vi.fn();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await startApp(root, [() => Promise.reject(new Error('config unreachable'))], mount);
    expect(mount).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalled();
    expect(root.querySelector('[role="alert"] h1')?.textContent).toBe('Assay could not start');
    expect(root.querySelector('button')?.textContent).toBe('Retry');
  });

  it('follows a redirect asked for by a step instead of mounting', async () => {
    const root = document.createElement('div');
    const mount = vi.fn();
    const replace = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, replace });
    await startApp(root, [() => ({ redirect: '/signin' })], mount);
    expect(replace).toHaveBeenCalledWith('/signin');
    expect(mount).not.toHaveBeenCalled();
  });
});
