import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';

describe('EmptyState', () => {
  it('shows title, description and the action', () => {
    render(
      <EmptyState
        icon="building"
        title="No tenants yet"
        description="Add the first organisation."
        action={<button>Add tenant</button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No tenants yet' })).toBeInTheDocument();
    expect(screen.getByText('Add the first organisation.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add tenant' })).toBeInTheDocument();
  });
});

describe('ErrorState', () => {
  it('is an alert with a retry button that calls onRetry', async () => {
    const onRetry = vi.fn();
    render(<ErrorState message="The server did not answer." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('alert')).toHaveTextContent('The server did not answer.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the retry as busy while a returned promise is pending', async () => {
    let resolve!: () => void;
    const onRetry = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    render(<ErrorState onRetry={onRetry} retryLabel="Retry" />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveAttribute('aria-busy', 'true');
    resolve();
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Retry' })).not.toHaveAttribute('aria-busy'),
    );
  });

  it('has no retry button without onRetry', () => {
    render(<ErrorState title="Not found" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('LoadingState', () => {
  it('announces an accessible label and renders skeleton lines', () => {
    const { container } = render(<LoadingState label="Loading tenants" lines={4} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading tenants');
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(4);
  });
});
