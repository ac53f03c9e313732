import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stat, StatGrid } from './stat';

describe('Stat', () => {
  it('is a region named by its label that reads the value out of the total', () => {
    render(
      <StatGrid label="Plan usage">
        <Stat label="Tenants" value={2} total={3} hint="on the Free plan" />
      </StatGrid>,
    );
    const stat = screen.getByRole('region', { name: 'Tenants' });
    expect(stat).toHaveTextContent('Tenants2 / 3on the Free plan');
    expect(screen.getByRole('group', { name: 'Plan usage' })).toContainElement(stat);
  });

  it('shows no total when none is given', () => {
    render(<Stat label="Members" value={4} />);
    expect(screen.getByRole('region', { name: 'Members' })).toHaveTextContent(/^Members4$/);
  });
});
