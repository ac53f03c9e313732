import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TenantOverview } from '../index.ts';

const latest = {
  name: 'Q2 review',
  completedAt: '2026-06-30T12:00:00.000Z',
  score: 62.5,
  coverage: 90,
  domains: [
    { id: 'iam', name: 'Identity', score: 80, coverage: 100, answered: 4, applicable: 4 },
    { id: 'bk', name: 'Backup', score: null, coverage: null, answered: 0, applicable: 0 },
  ],
};

describe('TenantOverview', () => {
  it('shows the latest score, coverage, the change since the previous assessment and the score of each domain as chart and table', async () => {
    render(
      <TenantOverview
        baselines={[]}
        focus="b1"
        latest={latest}
        trend={[
          { id: 'a1', at: '2026-03-31T12:00:00.000Z', score: 50 },
          { id: 'a2', at: '2026-06-30T12:00:00.000Z', score: 62.5 },
        ]}
      />,
    );
    expect(await screen.findByRole('region', { name: 'Score' })).toHaveTextContent('62.5');
    expect(screen.getByRole('region', { name: 'Coverage' })).toHaveTextContent('90%');
    expect(screen.getByRole('region', { name: 'Change' })).toHaveTextContent('+12.5');
    expect(screen.getByRole('region', { name: 'Change' })).toHaveTextContent('Since 31 Mar 2026');
    const chart = screen.getByRole('table', { name: 'Score by domain, 0–100' });
    expect(within(chart).getByRole('row', { name: /Identity/ })).toHaveTextContent('80.0');
    expect(within(chart).getByRole('row', { name: /Backup/ })).toHaveTextContent('—');
    const table = screen.getByRole('table', { name: /Domains with score/ });
    expect(within(table).getByRole('row', { name: /Identity/ })).toHaveTextContent('4 of 4');
    expect(
      screen.getByRole('figure', { name: 'Overall score over completed assessments' }),
    ).toBeInTheDocument();
  });

  it('says the trend needs a second assessment when there is one', async () => {
    render(
      <TenantOverview
        baselines={[]}
        focus="b1"
        latest={latest}
        trend={[{ id: 'a2', at: latest.completedAt, score: 62.5 }]}
      />,
    );
    expect(await screen.findByText('One assessment so far')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Change' })).toHaveTextContent(
      'The first completed assessment',
    );
  });

  it('offers the viewer’s next step when nothing is completed yet', async () => {
    render(
      <TenantOverview
        baselines={[]}
        focus={undefined}
        latest={null}
        trend={[]}
        emptyAction={<button type="button">Start an assessment</button>}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'No completed assessment yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start an assessment' })).toBeInTheDocument();
  });

  it('shows a loading state while the caller fetches', () => {
    render(<TenantOverview loading baselines={[]} focus={undefined} latest={null} trend={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading scores');
  });
});
