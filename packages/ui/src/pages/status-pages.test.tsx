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

  it('BadLinkPage shows the texts it is given as the heading, the description and the page title', () => {
    render(
      <BadLinkPage title="Dieser Link funktioniert nicht" description="Bitten Sie um einen neuen Link." />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Dieser Link funktioniert nicht' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Bitten Sie um einen neuen Link.')).toBeInTheDocument();
    expect(document.title).toMatch(/^Dieser Link funktioniert nicht/);
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
