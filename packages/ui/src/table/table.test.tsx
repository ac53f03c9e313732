import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sortRows } from './sort-rows';
import { Table, type TableColumn, type TableSort } from './table';
import { stubResizeObserver } from '../test/resize-observer';
import { hiddenBelow } from './table.css';

interface Tenant {
  id: string;
  name: string;
  score: number | null;
}

const tenants: Tenant[] = [
  { id: 't1', name: 'Contoso', score: 72.5 },
  { id: 't2', name: 'Acme', score: 40 },
  { id: 't3', name: 'Globex', score: null },
];

const columns: TableColumn<Tenant>[] = [
  { id: 'name', header: 'Name', cell: (t) => t.name, sortable: true },
  {
    id: 'score',
    header: 'Score',
    cell: (t) => (t.score === null ? '—' : t.score.toFixed(1)),
    sortable: true,
    align: 'end',
    width: 120,
  },
  { id: 'actions', header: 'Actions', cell: (t) => <button>Archive {t.name}</button> },
];

function bodyRows(): HTMLTableRowElement[] {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body!).getAllByRole<HTMLTableRowElement>('row');
}

describe('Table sorting', () => {
  it('sets aria-sort on sortable headers only and reports the next sort', async () => {
    const onSortChange = vi.fn();
    render(
      <Table
        caption="Tenants"
        columns={columns}
        rows={tenants}
        getRowId={(t) => t.id}
        sort={{ id: 'name', direction: 'asc' }}
        onSortChange={onSortChange}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Score/ })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Actions' })).not.toHaveAttribute('aria-sort');
    expect(
      within(screen.getByRole('columnheader', { name: 'Actions' })).queryByRole('button'),
    ).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'name', direction: 'desc' });
    await userEvent.click(screen.getByRole('button', { name: 'Score' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'score', direction: 'asc' });
  });

  it('sort buttons work from the keyboard and a controlled parent re-sorts the rows', async () => {
    function Sorted() {
      const [sort, setSort] = useState<TableSort>({ id: 'name', direction: 'asc' });
      const rows = sortRows(tenants, sort, { name: (t) => t.name, score: (t) => t.score }, 'en-GB');
      return (
        <Table
          caption="Tenants"
          columns={columns}
          rows={rows}
          getRowId={(t) => t.id}
          sort={sort}
          onSortChange={setSort}
        />
      );
    }
    render(<Sorted />);
    expect(bodyRows().map((row) => row.cells[0]?.textContent)).toEqual(['Acme', 'Contoso', 'Globex']);

    screen.getByRole('button', { name: 'Name' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRows().map((row) => row.cells[0]?.textContent)).toEqual(['Globex', 'Contoso', 'Acme']);

    screen.getByRole('button', { name: 'Score' }).focus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('columnheader', { name: /Score/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'none');
    // empty scores sort last
    expect(bodyRows().map((row) => row.cells[0]?.textContent)).toEqual(['Acme', 'Contoso', 'Globex']);
  });
});

describe('Table states', () => {
  it('shows the empty state when there are no rows', () => {
    render(
      <Table
        caption="Tenants"
        columns={columns}
        rows={[]}
        getRowId={(t) => t.id}
        emptyState={<p>No tenants yet</p>}
      />,
    );
    expect(screen.getByText('No tenants yet')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]!.cells[0]).toHaveAttribute('colspan', '3');
  });

  it('shows skeleton rows and aria-busy while loading', () => {
    const { container } = render(
      <Table
        caption="Tenants"
        columns={columns}
        rows={tenants}
        getRowId={(t) => t.id}
        loading
        skeletonRows={4}
      />,
    );
    expect(screen.getByRole('table', { name: 'Tenants' })).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('[data-skeleton-row]')).toHaveLength(4);
    expect(screen.queryByText('Contoso')).not.toBeInTheDocument();
  });

  it('keeps the header sticky', () => {
    render(<Table caption="Tenants" columns={columns} rows={tenants} getRowId={(t) => t.id} />);
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(getComputedStyle(header).position).toBe('sticky');
    expect(getComputedStyle(header).top).toBe('0px');
  });
});

describe('Table rows', () => {
  it('activates a row by click, Enter and Space, but not from a button inside it', async () => {
    const onRowClick = vi.fn();
    render(
      <Table
        caption="Tenants"
        columns={columns}
        rows={tenants}
        getRowId={(t) => t.id}
        onRowClick={onRowClick}
        selectedRowId="t2"
      />,
    );
    const [contoso, acme] = bodyRows();
    expect(acme).toHaveAttribute('aria-current', 'true');
    expect(contoso).not.toHaveAttribute('aria-current');

    await userEvent.click(within(contoso!).getByText('Contoso'));
    expect(onRowClick).toHaveBeenLastCalledWith(tenants[0]);

    acme!.focus();
    await userEvent.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(tenants[1]);
    await userEvent.keyboard(' ');
    expect(onRowClick).toHaveBeenCalledTimes(3);

    await userEvent.click(screen.getByRole('button', { name: 'Archive Globex' }));
    expect(onRowClick).toHaveBeenCalledTimes(3);
  });

  it('rows are not focusable without onRowClick', () => {
    render(<Table caption="Tenants" columns={columns} rows={tenants} getRowId={(t) => t.id} />);
    expect(bodyRows()[0]).not.toHaveAttribute('tabindex');
  });
});

describe('Table virtualisation', () => {
  const many: Tenant[] = Array.from({ length: 1000 }, (_, i) => ({
    id: `t${i}`,
    name: `Tenant ${i}`,
    score: i % 100,
  }));

  // jsdom does no layout: give the scroll area the 600 px viewport a browser would.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(44);
  });

  /** The virtualiser loads lazily: wait until it renders its spacer row. */
  const settle = () =>
    waitFor(() => expect(document.querySelector('tbody tr[aria-hidden="true"]')).not.toBeNull());

  it('renders only a window of rows above 100 and keeps the row count for assistive technology', async () => {
    render(<Table caption="All tenants" columns={columns} rows={many} getRowId={(t) => t.id} />);
    await settle();
    const table = screen.getByRole('table', { name: 'All tenants' });
    expect(table).toHaveAttribute('aria-rowcount', '1001');
    const rendered = bodyRows().filter((row) => row.getAttribute('aria-hidden') !== 'true');
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(100);
    expect(rendered[0]).toHaveAttribute('aria-rowindex', '2');
    expect(screen.getByRole('region', { name: 'All tenants' })).toHaveAttribute('tabindex', '0');
  });

  it('renders later rows after scrolling', async () => {
    render(<Table caption="All tenants" columns={columns} rows={many} getRowId={(t) => t.id} />);
    await settle();
    const region = screen.getByRole('region', { name: 'All tenants' });
    region.scrollTop = 44 * 500;
    fireEvent.scroll(region);
    expect(await screen.findByText('Tenant 500')).toBeInTheDocument();
    expect(screen.queryByText('Tenant 0')).not.toBeInTheDocument();
  });

  it('renders every row at or below 100', () => {
    render(
      <Table caption="Some tenants" columns={columns} rows={many.slice(0, 100)} getRowId={(t) => t.id} />,
    );
    expect(bodyRows()).toHaveLength(100);
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-rowcount');
  });
});

describe('Table cells', () => {
  it('keeps nowrap columns on one line and others free to wrap', () => {
    const dated: TableColumn<Tenant>[] = [
      { id: 'name', header: 'Name', cell: (t) => t.name, nowrap: true },
      { id: 'score', header: 'Score', cell: (t) => String(t.score) },
    ];
    render(<Table caption="Tenants" columns={dated} rows={tenants.slice(0, 1)} getRowId={(t) => t.id} />);
    expect(getComputedStyle(screen.getByRole('cell', { name: 'Contoso' })).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(screen.getByRole('cell', { name: '72.5' })).whiteSpace).not.toBe('nowrap');
  });

  it('leaves a hideBelow column out as a whole (col, header and cells) below its breakpoint, and only that column', () => {
    const phoneColumns: TableColumn<Tenant>[] = [
      { id: 'name', header: 'Name', cell: (t) => t.name },
      { id: 'score', header: 'Score', cell: (t) => String(t.score), width: 120, hideBelow: 'sm' },
    ];
    const { container } = render(
      <Table caption="Tenants" columns={phoneColumns} rows={tenants.slice(0, 1)} getRowId={(t) => t.id} />,
    );
    const [nameCol, scoreCol] = container.querySelectorAll('col');
    expect(scoreCol).toHaveClass(hiddenBelow.sm);
    expect(screen.getByRole('columnheader', { name: 'Score' })).toHaveClass(hiddenBelow.sm);
    expect(screen.getByRole('cell', { name: '72.5' })).toHaveClass(hiddenBelow.sm);
    expect(nameCol).not.toHaveClass(hiddenBelow.sm);
    expect(screen.getByRole('cell', { name: 'Contoso' })).not.toHaveClass(hiddenBelow.sm);
  });

  it('puts row actions at the end of the row under their header', () => {
    const withActions: TableColumn<Tenant>[] = [
      { id: 'name', header: 'Name', cell: (t) => t.name },
      { id: 'actions', header: 'Actions', cell: (t) => <button>Archive {t.name}</button>, rowActions: true },
    ];
    render(
      <Table caption="Tenants" columns={withActions} rows={tenants.slice(0, 1)} getRowId={(t) => t.id} />,
    );
    const cell = screen.getByRole('button', { name: 'Archive Contoso' }).closest('td')!;
    expect(getComputedStyle(cell).textAlign).toBe('end');
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toHaveStyle({ textAlign: 'end' });
  });
});

describe('Table wider than its box (a phone)', () => {
  it('becomes a keyboard-reachable region once the browser reports its size, measuring nothing before', () => {
    const observer = stubResizeObserver({ scrollWidth: 800, clientWidth: 360 });
    try {
      render(<Table caption="All tenants" columns={columns} rows={tenants} getRowId={(t) => t.id} />);
      // No measure while the page is being built: that would force a layout (issue 35).
      expect(observer.reads.count).toBe(0);
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      act(() => observer.report());
      expect(screen.getByRole('region', { name: 'All tenants' })).toHaveAttribute('tabindex', '0');
    } finally {
      observer.restore();
    }
  });
});
