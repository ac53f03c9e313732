import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Banner } from './banner';

describe('Banner', () => {
  it('is a polite status by default (e.g. offline)', () => {
    render(
      <Banner tone="warning" title="You are offline">
        Changes sync when you reconnect.
      </Banner>,
    );
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('You are offline');
    expect(banner).toHaveTextContent('Changes sync when you reconnect.');
  });

  it('is an alert for danger', () => {
    render(<Banner tone="danger">Payment failed</Banner>);
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed');
  });

  it('can be dismissed', async () => {
    const onDismiss = vi.fn();
    render(<Banner onDismiss={onDismiss}>Note</Banner>);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
