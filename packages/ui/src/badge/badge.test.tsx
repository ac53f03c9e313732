import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Badge, Tag } from './badge';

describe('Badge and Tag', () => {
  it('renders badge text with a tone class', () => {
    render(
      <>
        <Badge tone="success">Complete</Badge>
        <Badge tone="danger">Overdue</Badge>
      </>,
    );
    expect(screen.getByText('Complete').className).not.toBe(screen.getByText('Overdue').className);
  });

  it('a removable tag calls onRemove from its labelled button', async () => {
    const onRemove = vi.fn();
    render(
      <Tag onRemove={onRemove} removeLabel="Remove filter ISO 27001">
        ISO 27001
      </Tag>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter ISO 27001' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('a tag without onRemove has no button', () => {
    render(<Tag>NIST</Tag>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
