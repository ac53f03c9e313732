import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useShortcuts } from './use-shortcuts.ts';

function Screen({ onMet, layer }: { onMet: () => void; layer: 'open' | 'closed' | 'none' }) {
  useShortcuts({ '1': onMet });
  return (
    <>
      <div role="listbox" aria-label="Controls" tabIndex={0} data-shortcuts />
      <input aria-label="Comment" />
      {layer === 'none' ? null : (
        <div role="dialog" aria-label="Keyboard shortcuts" data-state={layer}>
          <button type="button">Close</button>
        </div>
      )}
    </>
  );
}

describe('useShortcuts', () => {
  it('answers from the list that opts in, and never from a field being typed in', () => {
    const onMet = vi.fn();
    const view = render(<Screen onMet={onMet} layer="none" />);
    fireEvent.keyDown(view.getByRole('listbox'), { key: '1' });
    expect(onMet).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(view.getByLabelText('Comment'), { key: '1' });
    fireEvent.keyDown(view.getByRole('listbox'), { key: '1', ctrlKey: true });
    expect(onMet).toHaveBeenCalledTimes(1);
  });

  it('leaves the keys to an open dialog', () => {
    const onMet = vi.fn();
    const view = render(<Screen onMet={onMet} layer="open" />);
    fireEvent.keyDown(view.getByRole('button', { name: 'Close' }), { key: '1' });
    expect(onMet).not.toHaveBeenCalled();
  });

  it('takes the keys pressed while a closed dialog still fades out with the focus inside it', () => {
    const onMet = vi.fn();
    const view = render(<Screen onMet={onMet} layer="closed" />);
    fireEvent.keyDown(view.getByRole('button', { name: 'Close' }), { key: '1' });
    fireEvent.keyDown(view.getByRole('button', { name: 'Close' }), { key: '1' });
    expect(onMet).toHaveBeenCalledTimes(2);
  });
});
