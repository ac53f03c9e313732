import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSlices } from './use-slices.ts';

function Parts({ total }: { total: number }) {
  const { shown, showUpTo } = useSlices(total);
  return (
    <>
      <output aria-label="Shown">{shown}</output>
      <button type="button" onClick={() => showUpTo(total)}>
        Move to the last
      </button>
    </>
  );
}

const shown = () => screen.getByRole('status', { name: 'Shown' }).textContent;
/** Runs the idle moment the hook waits for (jsdom has no requestIdleCallback: a timer of 0). */
const idle = () => act(() => vi.advanceTimersToNextTimer());

describe('useSlices', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the first part at once and one more in each idle moment, up to the last', async () => {
    render(<Parts total={3} />);
    expect(shown()).toBe('1');
    await idle();
    expect(shown()).toBe('2');
    await idle();
    expect(shown()).toBe('3');
    await idle();
    expect(shown()).toBe('3');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('brings the parts in at once where the person moves to', () => {
    render(<Parts total={4} />);
    fireEvent.click(screen.getByRole('button', { name: 'Move to the last' }));
    expect(shown()).toBe('4');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows nothing of nothing', () => {
    render(<Parts total={0} />);
    expect(shown()).toBe('0');
    expect(vi.getTimerCount()).toBe(0);
  });
});
