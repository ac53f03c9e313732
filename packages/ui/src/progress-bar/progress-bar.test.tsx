import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('exposes value, min and max to assistive technology', () => {
    render(<ProgressBar label="Answered" value={12} max={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Answered' });
    expect(bar).toHaveAttribute('aria-valuenow', '12');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '40');
    expect(screen.getByText('30%')).toBeInTheDocument();
  });

  it('uses a custom value text', () => {
    render(<ProgressBar label="Answered" value={12} max={40} valueText="12 of 40 controls" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '12 of 40 controls');
  });

  it('is indeterminate without a value', () => {
    render(<ProgressBar label="Importing" hideLabel />);
    const bar = screen.getByRole('progressbar', { name: 'Importing' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
  });
});
