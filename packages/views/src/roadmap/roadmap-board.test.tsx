import type { RoadmapItem } from '@assay/domain/roadmap';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RoadmapBoard } from './roadmap-board.tsx';
import { RoadmapTable } from './roadmap-table.tsx';
import { STAGED_MOVE_IDLE_MS } from './staged-moves.ts';
import { roadmapItem } from './testing.ts';

const item = (
  id: string,
  title: string,
  bucket: RoadmapItem['bucket'],
  rank: number,
  extra: Partial<RoadmapItem> = {},
) => roadmapItem(id, title, { bucket, rank, ...extra });
const items = [
  item('a', 'Rotate keys', 'now', 0),
  item('b', 'Enable MFA', 'next', 0, { dueDate: '2026-02-01' }),
  item('c', 'Test backups', 'next', 1024),
];
const names = { tenant: () => 'Contoso', member: () => 'Ada' };

/** A board that saves each move, as the roadmap screen does. */
function Board() {
  const [board, setBoard] = useState(items);
  return (
    <RoadmapBoard
      items={board}
      names={names}
      hideTenant
      today="2026-03-01"
      onOpen={() => {}}
      onMove={(moved, target) =>
        setBoard((all) =>
          all.map((candidate) => (candidate.id === moved.id ? { ...candidate, ...target } : candidate)),
        )
      }
    />
  );
}

/** The titles of a column's cards, top to bottom (read from their move handles). */
const titlesIn = (column: string) =>
  within(screen.getByRole('region', { name: new RegExp(column) }))
    .getAllByRole('button', { name: /^Move / })
    .map((handle) => handle.getAttribute('aria-label')?.replace(/^Move /, ''));

describe('RoadmapBoard', () => {
  it('shows Now, Next and Later with their items, marking the overdue one', () => {
    render(<RoadmapBoard items={items} names={names} today="2026-03-01" onOpen={() => {}} />);
    const next = screen.getByRole('region', { name: /Next/ });
    expect(
      within(next)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Enable MFA'), expect.stringContaining('Test backups')]);
    expect(within(next).getByText('Overdue · due 1 Feb 2026')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Later/ })).toHaveTextContent('Nothing in Later');
  });

  it('moves an item to the top of the previous bucket with Alt + left arrow, and announces it', async () => {
    render(<Board />);
    screen.getByRole('button', { name: 'Move Enable MFA' }).focus();
    await userEvent.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    expect(titlesIn('Now')).toEqual(['Enable MFA', 'Rotate keys']);
    expect(titlesIn('Next')).toEqual(['Test backups']);
    expect(screen.getByText('Enable MFA moved to Now, position 1.').closest('[aria-live]')).not.toBeNull();
  });

  it('reorders inside a bucket with Alt + up arrow, also above a first item of rank 0', async () => {
    render(<Board />);
    screen.getByRole('button', { name: 'Move Test backups' }).focus();
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(titlesIn('Next')).toEqual(['Test backups', 'Enable MFA']);
    // Then both, one after the other, to the top of Now, whose first item has rank 0: each goes first.
    await userEvent.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    screen.getByRole('button', { name: 'Move Enable MFA' }).focus();
    await userEvent.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    expect(titlesIn('Now')).toEqual(['Enable MFA', 'Test backups', 'Rotate keys']);
    expect(screen.getByText('Enable MFA moved to Now, position 1.')).toBeInTheDocument();
  });

  it('saves a keyboard gesture of several steps once, where it ends, when Alt is let go', async () => {
    const column = ['a', 'b', 'c', 'd'].map((id, i) => item(id, `Item ${id}`, 'now', i * 1024));
    const saves = vi.fn();
    function Saving() {
      const [board, setBoard] = useState(column);
      return (
        <RoadmapBoard
          items={board}
          names={names}
          hideTenant
          today="2026-03-01"
          onOpen={() => {}}
          onMove={(moved, target) => {
            saves(moved.id, target);
            setBoard((all) => all.map((one) => (one.id === moved.id ? { ...one, ...target } : one)));
          }}
        />
      );
    }
    const user = userEvent.setup();
    render(<Saving />);
    screen.getByRole('button', { name: 'Move Item a' }).focus();
    await user.keyboard('{Alt>}{ArrowDown}{ArrowDown}');
    // Each step shows at once; nothing is saved while Alt is held.
    expect(titlesIn('Now')).toEqual(['Item b', 'Item c', 'Item a', 'Item d']);
    expect(saves).not.toHaveBeenCalled();
    await user.keyboard('{ArrowDown}{/Alt}');
    expect(titlesIn('Now')).toEqual(['Item b', 'Item c', 'Item d', 'Item a']);
    expect(saves.mock.calls).toEqual([['a', { bucket: 'now', rank: expect.any(Number) }]]);
    expect(saves.mock.calls[0]?.[1].rank).toBeGreaterThan(3 * 1024);
    await waitFor(() => expect(titlesIn('Now')).toEqual(['Item b', 'Item c', 'Item d', 'Item a']));
  });

  it('saves a keyboard gesture after a pause even when the Alt key-up never comes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const saves = vi.fn();
      render(
        <RoadmapBoard
          items={items}
          names={names}
          hideTenant
          today="2026-03-01"
          onOpen={() => {}}
          onMove={saves}
        />,
      );
      screen.getByRole('button', { name: 'Move Test backups' }).focus();
      await userEvent.keyboard('{Alt>}{ArrowRight}');
      expect(saves).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(STAGED_MOVE_IDLE_MS);
      expect(saves.mock.calls).toEqual([
        [expect.objectContaining({ id: 'c' }), { bucket: 'later', rank: expect.any(Number) }],
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives the moved item its handle focus again, in its new column, after a keyboard move', async () => {
    render(<Board />);
    screen.getByRole('button', { name: 'Move Enable MFA' }).focus();
    await userEvent.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    const now = screen.getByRole('region', { name: /Now/ });
    expect(within(now).getByRole('button', { name: 'Move Enable MFA' })).toHaveFocus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(titlesIn('Now')).toEqual(['Rotate keys', 'Enable MFA']);
    expect(within(now).getByRole('button', { name: 'Move Enable MFA' })).toHaveFocus();
  });

  it('renders only the cards in view of a long column, each saying where it is in the column', async () => {
    // jsdom does no layout: give each card the height a browser would.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(78);
    const many = Array.from({ length: 600 }, (_, i) => item(`l${i}`, `Later ${i}`, 'later', i * 1024));
    render(
      <RoadmapBoard items={many} names={names} today="2026-03-01" onOpen={() => {}} onMove={() => {}} />,
    );
    const later = screen.getByRole('region', { name: /Later/ });
    expect(later).toHaveTextContent('600 items');
    // The virtualiser loads on demand; until then the first cards show.
    await waitFor(() => expect(within(later).getAllByRole('listitem').length).toBeLessThan(40));
    const cards = within(later).getAllByRole('listitem');
    expect(cards.length).toBeGreaterThan(3);
    expect(cards[0]).toHaveAttribute('aria-posinset', '1');
    expect(cards[0]).toHaveAttribute('aria-setsize', '600');
  });

  it('names each drag handle by the item and its tenant, so items of the same title stay apart', () => {
    const tenantNames: Record<string, string> = { t1: 'Contoso', t2: 'Fabrikam' };
    const twins = [
      item('x', 'Dormant accounts disabled', 'now', 0, { tenantId: 't1' }),
      item('y', 'Dormant accounts disabled', 'now', 1024, { tenantId: 't2' }),
    ];
    const board = (hideTenant: boolean) => (
      <RoadmapBoard
        items={twins}
        names={{ tenant: (id) => tenantNames[id] ?? id, member: () => 'Ada' }}
        hideTenant={hideTenant}
        today="2026-03-01"
        onOpen={() => {}}
        onMove={() => {}}
      />
    );
    const { rerender } = render(board(false));
    expect(
      screen.getAllByRole('button', { name: /^Move / }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Move Dormant accounts disabled (Contoso)', 'Move Dormant accounts disabled (Fabrikam)']);
    // One tenant's board (its tenant page) names the item alone.
    rerender(board(true));
    expect(screen.getAllByRole('button', { name: 'Move Dormant accounts disabled' })).toHaveLength(2);
  });

  it('offers no way to move items when read-only', () => {
    render(<RoadmapBoard items={items} names={names} today="2026-03-01" onOpen={() => {}} />);
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enable MFA' })).toBeInTheDocument();
  });
});

describe('RoadmapTable', () => {
  it('sorts by due date and selects rows for bulk changes', async () => {
    const onSelectedChange = vi.fn();
    const withDue = [
      item('a', 'Rotate keys', 'now', 0, { dueDate: '2026-05-01' }),
      item('b', 'Enable MFA', 'next', 0, { dueDate: '2026-04-01' }),
    ];
    render(
      <RoadmapTable
        items={withDue}
        names={names}
        today="2026-03-01"
        sort={{ id: 'due', direction: 'asc' }}
        onSortChange={() => {}}
        onOpen={() => {}}
        selected={new Set()}
        onSelectedChange={onSelectedChange}
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('button')[0]?.textContent)).toEqual([
      'Enable MFA',
      'Rotate keys',
    ]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Rotate keys' }));
    expect(onSelectedChange).toHaveBeenCalledWith(new Set(['a']));
  });
});
