import { Link, useRouteError } from 'react-router';
import { Button } from '../button/index';
import { EmptyState, ErrorState } from '../states/index';
import { Frame } from './status-frame';

export interface StatusPageProps {
  /** Renders its own <main> landmark; pass false inside an AppShell, which has one already. */
  standalone?: boolean;
  /** Where the "Go home" link leads; default '/'. */
  homeTo?: string;
}

function HomeLink({ to = '/' }: { to?: string }) {
  return (
    <Button asChild variant="soft">
      <Link to={to}>Go home</Link>
    </Button>
  );
}

/** Any path no route matches, or a resource that does not exist (or is not yours to know of). */
export function NotFoundPage({ standalone, homeTo }: StatusPageProps) {
  return (
    <Frame standalone={standalone} title="Page not found">
      <EmptyState
        icon="search"
        titleAs="h1"
        title="Page not found"
        description="The address may be mistyped, or the page has moved."
        action={<HomeLink to={homeTo} />}
      />
    </Frame>
  );
}

/** 403: the route exists but this user may not see it (the server refuses it too). */
export function ForbiddenPage({ standalone, homeTo }: StatusPageProps) {
  return (
    <Frame standalone={standalone} title="No access">
      <ErrorState
        titleAs="h1"
        title="You don't have access to this page"
        message="Ask an administrator of your organisation if you need access."
        action={<HomeLink to={homeTo} />}
      />
    </Frame>
  );
}

/** A render or lazy-loading error inside a route: logged, explained, retryable — never a blank page. */
export function RouteErrorPage({ standalone }: StatusPageProps) {
  const error = useRouteError();
  console.error(error);
  return (
    <Frame standalone={standalone} title="Something went wrong">
      <ErrorState
        titleAs="h1"
        title="Something went wrong"
        message="This page failed to load. Check your connection and try again."
        onRetry={() => window.location.reload()}
      />
    </Frame>
  );
}
