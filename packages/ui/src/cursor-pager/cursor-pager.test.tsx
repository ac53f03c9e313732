import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CursorPager } from './cursor-pager';

describe('CursorPager', () => {
  it('disables the directions that have no page and calls back for the others', () => {
    const onNext = vi.fn();
    const onPrevious = vi.fn();
    render(
      <CursorPager summary="3 tenants" hasPrevious={false} hasNext onPrevious={onPrevious} onNext={onNext} />,
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onNext).toHaveBeenCalledOnce();
    expect(screen.getByText('3 tenants')).toHaveAttribute('aria-live', 'polite');
  });
});
