import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryAdapter, type MemoryAdapter } from '../adapters/memory.ts';
import { useRecordedEvents } from './use-recorded-events.ts';

function EventStream({ adapter }: { adapter: MemoryAdapter }) {
  const events = useRecordedEvents(adapter);
  return (
    <ol>
      {events.map((event) => (
        <li key={event.seq}>{event.name}</li>
      ))}
    </ol>
  );
}

describe('useRecordedEvents', () => {
  it('shows events live as the memory adapter records them', () => {
    const adapter = createMemoryAdapter();
    void adapter.send('login', { method: 'google' });
    render(<EventStream adapter={adapter} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['login']);
    act(() => {
      void adapter.send('logout', {});
    });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['login', 'logout']);
    act(() => {
      adapter.clear();
    });
    expect(screen.queryAllByRole('listitem')).toEqual([]);
  });
});
