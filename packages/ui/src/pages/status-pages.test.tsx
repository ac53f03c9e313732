import { render, screen } from '@testing-library/react';
import { MemoryRouter, RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { BadLinkPage } from './bad-link-page';
import { ForbiddenPage, NotFoundPage, RouteErrorPage } from './status-pages';

describe('status pages', () => {
  it('NotFoundPage is a main landmark with an h1 and a link home', () => {
    render(
      <MemoryRouter>
        <NotFoundPage homeTo="/shared" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/shared');
  });

  it('ForbiddenPage inside an AppShell renders no second main landmark', () => {
    render(
      <MemoryRouter>
        <ForbiddenPage standalone={false} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("You don't have access to this page");
  });

  it('BadLinkPage tells a refused link from too many attempts, and names the page', () => {
    const { rerender } = render(
      <BadLinkPage limited={false} attemptsOn="this link" advice="Ask for a new link." />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeInTheDocument();
    expect(screen.getByText('Ask for a new link.')).toBeInTheDocument();
    expect(document.title).toMatch(/^This link does not work/);
    rerender(<BadLinkPage limited attemptsOn="this link" advice="Ask for a new link." />);
    expect(screen.getByRole('heading', { level: 1, name: 'Too many attempts' })).toBeInTheDocument();
    expect(
      screen.getByText('Too many attempts were made with this link. Try again in an hour.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Ask for a new link.')).not.toBeInTheDocument();
  });

  it('RouteErrorPage logs the route error and offers a retry, never a blank page', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('chunk failed to load');
    const router = createMemoryRouter([
      {
        path: '/',
        errorElement: <RouteErrorPage />,
        Component: () => {
          throw failure;
        },
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(failure);
  });
});
