import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('renders the title as the h1 with description and actions', () => {
    render(
      <PageHeader
        title="Tenants"
        description="Organisations you assess"
        actions={<button>New tenant</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Tenants' })).toBeInTheDocument();
    expect(screen.getByText('Organisations you assess')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New tenant' })).toBeInTheDocument();
  });
});
