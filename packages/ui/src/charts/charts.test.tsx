import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart } from './bar-chart';
import { Heatmap } from './heatmap';
import { scoreTone } from './score-tone';
import { TrendChart } from './trend-chart';

describe('scoreTone', () => {
  it('colours below 50 danger, below 75 warning, else success', () => {
    expect([0, 49.9, 50, 74.9, 75, 100].map(scoreTone)).toEqual([
      'danger',
      'danger',
      'warning',
      'warning',
      'success',
      'success',
    ]);
  });
});

describe('BarChart', () => {
  it('is a captioned table with one row per bar, value as text and bar width by value', () => {
    const { container } = render(
      <BarChart
        label="Score by domain"
        data={[
          { label: 'Identity', value: 80 },
          { label: 'Backup', value: null },
        ]}
        max={100}
      />,
    );
    const table = screen.getByRole('table', { name: 'Score by domain' });
    expect(within(table).getByRole('rowheader', { name: 'Identity' })).toBeInTheDocument();
    expect(within(table).getByText('80.0')).toBeInTheDocument();
    expect(within(table).getByText('—')).toBeInTheDocument();
    const bars = container.querySelectorAll<HTMLElement>('[aria-hidden="true"] div div');
    expect(bars[0]!.style.width).toBe('80%');
    expect(bars[1]!.style.width).toBe('0%');
  });
});

describe('TrendChart', () => {
  it('is a labelled figure with the data available as a table', () => {
    render(
      <TrendChart
        label="Overall score"
        points={[
          { label: 'Jan', value: 40 },
          { label: 'Mar', value: 62.5 },
        ]}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Overall score' });
    expect(within(figure).getByRole('rowheader', { name: 'Mar' })).toBeInTheDocument();
    expect(within(figure).getByText('62.5')).toBeInTheDocument();
    expect(figure.querySelector('path')).toHaveAttribute(
      'd',
      expect.stringMatching(/^M[\d.]+ [\d.]+L[\d.]+ [\d.]+$/),
    );
  });
});

describe('Heatmap', () => {
  it('shows each score as text in a cell toned by its value', () => {
    render(
      <Heatmap
        label="Tenants by domain"
        columns={[
          { id: 'id', label: 'Identity' },
          { id: 'bk', label: 'Backup' },
        ]}
        rows={[
          { id: 't1', label: 'Contoso', values: { id: 90, bk: 30 } },
          { id: 't2', label: 'Acme', values: { id: 60 } },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Tenants by domain' });
    expect(within(table).getByText('90')).toHaveAttribute('data-tone', 'success');
    expect(within(table).getByText('30')).toHaveAttribute('data-tone', 'danger');
    expect(within(table).getByText('60')).toHaveAttribute('data-tone', 'warning');
    expect(within(table).getByText('—')).toHaveAttribute('data-tone', 'none');
  });
});
