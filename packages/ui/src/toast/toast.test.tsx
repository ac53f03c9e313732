import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notification } from '../theme/tokens';
import { ToastProvider, useToast, type ToastOptions } from './toast';

function Trigger({ options }: { options: ToastOptions }) {
  const { toast } = useToast();
  return <button onClick={() => toast(options)}>notify</button>;
}

function show(options: ToastOptions) {
  render(
    <ToastProvider>
      <Trigger options={options} />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'notify' }));
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Toast', () => {
  it('closes after the default 5 s', () => {
    show({ title: 'Tenant created' });
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

  it('honours a per-toast duration', () => {
    show({ title: 'Saved', duration: 1000 });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('renders into a labelled notifications region positioned at the bottom', () => {
    show({ title: 'Hello', description: 'World' });
    const region = screen.getByRole('region', { name: /Notifications/ });
    const list = region.querySelector('ol')!;
    expect(list).toHaveAttribute('data-position', 'bottom');
    expect(getComputedStyle(list).position).toBe('fixed');
    expect(getComputedStyle(list).bottom).toBe('0px');
    expect(list).toHaveTextContent('Hello');
    expect(list).toHaveTextContent('World');
  });

  it('runs the action (e.g. Undo) and closes the toast', () => {
    const undo = vi.fn();
    show({ title: 'Tenant archived', tone: 'success', action: { label: 'Undo', onClick: undo } });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.queryByText('Tenant archived')).not.toBeInTheDocument();
  });

  it('announces danger toasts assertively and others politely', () => {
    render(
      <ToastProvider>
        <Trigger options={{ title: 'Failed to save', tone: 'danger' }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'notify' }));
    const toast = screen.getByText('Failed to save').closest('li')!;
    expect(toast).toHaveAttribute('data-tone', 'danger');
    // Radix mirrors foreground toasts into an assertive live region
    act(() => {
      vi.advanceTimersByTime(10);
    });
    expect(document.querySelector('[aria-live="assertive"]')).toBeInTheDocument();
  });

  it('can be dismissed with its close button', () => {
    show({ title: 'Invite sent' });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.queryByText('Invite sent')).not.toBeInTheDocument();
  });

  it('useToast throws outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger options={{ title: 'x' }} />)).toThrow(/ToastProvider/);
  });
});
