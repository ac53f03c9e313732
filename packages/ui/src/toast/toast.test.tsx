import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notification } from '../theme/tokens';
import { ToastProvider, useToast, type ToastOptions } from './toast';

function Trigger({ options }: { options: ToastOptions }) {
  const { toast } = useToast();
  return <button onClick={() => toast(options)}>notify</button>;
}

/** Shows a toast and lets the lazily loaded viewport render it. */
async function show(options: ToastOptions) {
  render(
    <ToastProvider>
      <Trigger options={options} />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'notify' }));
  await act(async () => {
    await import('./toast-viewport');
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Toast', () => {
  it('closes after the default 5 s', async () => {
    await show({ title: 'Tenant created' });
    expect(screen.getByText('Tenant created')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(notification.timeoutMs - 1);
    });
    expect(screen.getByText('Tenant created')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Tenant created')).not.toBeInTheDocument();
  });

  it('honours a per-toast duration', async () => {
    await show({ title: 'Saved', duration: 1000 });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('renders into a labelled notifications region positioned at the bottom', async () => {
    await show({ title: 'Hello', description: 'World' });
    const region = screen.getByRole('region', { name: /Notifications/ });
    const list = region.querySelector('ol')!;
    expect(list).toHaveAttribute('data-position', 'bottom');
    expect(getComputedStyle(list).position).toBe('fixed');
    expect(getComputedStyle(list).bottom).toBe('0px');
    expect(list).toHaveTextContent('Hello');
    expect(list).toHaveTextContent('World');
  });

  it('runs the action (e.g. Undo) and closes the toast', async () => {
    const undo = vi.fn();
    await show({ title: 'Tenant archived', tone: 'success', action: { label: 'Undo', onClick: undo } });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.queryByText('Tenant archived')).not.toBeInTheDocument();
  });

  /** The live region that carries `text`: Radix's announcer fills it a couple of frames after opening. */
  function liveRegionOf(text: string): Element | null {
    act(() => {
      vi.advanceTimersByTime(100);
    });
    return (
      [...document.querySelectorAll('[aria-live]')].find((region) => region.textContent?.includes(text)) ??
      null
    );
  }

  it('announces danger toasts assertively', async () => {
    await show({ title: 'Failed to save', tone: 'danger' });
    expect(screen.getByText('Failed to save', { selector: 'li *' }).closest('li')).toHaveAttribute(
      'data-tone',
      'danger',
    );
    expect(liveRegionOf('Failed to save')).toHaveAttribute('aria-live', 'assertive');
  });

  it.each(['success', 'info'] as const)('announces %s toasts politely', async (tone) => {
    await show({ title: 'Tenant created', tone });
    expect(liveRegionOf('Tenant created')).toHaveAttribute('aria-live', 'polite');
  });

  it('can be dismissed with its close button', async () => {
    await show({ title: 'Invite sent' });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.queryByText('Invite sent')).not.toBeInTheDocument();
  });

  it('keeps the Radix viewport off the page until the first toast', async () => {
    render(
      <ToastProvider>
        <Trigger options={{ title: 'First' }} />
      </ToastProvider>,
    );
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'notify' }));
    await act(async () => {
      await import('./toast-viewport');
    });
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });

  it('useToast throws outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger options={{ title: 'x' }} />)).toThrow(/ToastProvider/);
  });
});
