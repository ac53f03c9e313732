import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card';

describe('Card', () => {
  it('renders a titled section labelled by its heading', () => {
    render(
      <Card title="Score by domain" description="Latest assessment" actions={<button>Export</button>}>
        body
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Score by domain' })).toHaveTextContent('body');
    expect(screen.getByRole('heading', { level: 2, name: 'Score by domain' })).toBeInTheDocument();
    expect(screen.getByText('Latest assessment')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('without a title renders a plain div', () => {
    const { container } = render(<Card>plain</Card>);
    expect(container.firstElementChild?.tagName).toBe('DIV');
  });
});
