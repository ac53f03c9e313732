import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Button, IconButton } from './button';

describe('Button', () => {
  it('is a type="button" by default and calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading is aria-busy, shows a spinner and ignores clicks but stays focusable', async () => {
    const onClick = vi.fn();
    const { container } = render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).not.toBeDisabled();
    expect(container.querySelector('[data-spinner]')).toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    button.focus();
    expect(button).toHaveFocus();
  });

  it('renders a link with button styles via asChild', () => {
    render(
      <MemoryRouter>
        <Button asChild variant="soft" icon="plus">
          <Link to="/tenant/new">New tenant</Link>
        </Button>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'New tenant' });
    expect(link).toHaveAttribute('href', '/tenant/new');
    expect(link).not.toHaveAttribute('type');
    expect(link.querySelector('svg')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('uses a different class per variant', () => {
    render(
      <>
        <Button variant="solid">A</Button>
        <Button variant="danger">B</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'A' }).className).not.toBe(
      screen.getByRole('button', { name: 'B' }).className,
    );
  });

  it('uses a different class per size', () => {
    render(
      <>
        <Button size="sm">A</Button>
        <Button size="lg">B</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'A' }).className).not.toBe(
      screen.getByRole('button', { name: 'B' }).className,
    );
  });
});

describe('IconButton', () => {
  it('takes its accessible name from aria-label', async () => {
    const onClick = vi.fn();
    render(<IconButton icon="trash" aria-label="Delete tenant" onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete tenant' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
