import { Link, useRouteError } from 'react-router';
import { Button } from '../button/index';
import { EmptyState, ErrorState } from '../states/index';
import { Frame } from './status-frame';
import { useUiText } from '../locale/index';

export interface StatusPageProps {
  /** Renders its own <main> landmark; pass false inside an AppShell, which has one already. */
  standalone?: boolean;
  /** Where the "Go home" link leads; default '/'. */
  homeTo?: string;
}

function HomeLink({ to = '/' }: { to?: string }) {
  const text = useUiText();
  return (
    <Button asChild variant="soft">
      <Link to={to}>{text.goHome}</Link>
    </Button>
  );
}

/** Any path no route matches, or a resource that does not exist (or is not yours to know of). */
export function NotFoundPage({ standalone, homeTo }: StatusPageProps) {
  const text = useUiText();
  return (
    <Frame standalone={standalone} title={text.notFound}>
      <EmptyState
        icon="search"
        titleAs="h1"
        title={text.notFound}
        description={text.notFoundDescription}
        action={<HomeLink to={homeTo} />}
      />
    </Frame>
  );
}

/** 403: the route exists but this user may not see it (the server refuses it too). */
export function ForbiddenPage({ standalone, homeTo }: StatusPageProps) {
  const text = useUiText();
  return (
    <Frame standalone={standalone} title={text.noAccess}>
      <ErrorState
        titleAs="h1"
        title={text.noAccessTitle}
        message={text.noAccessMessage}
        action={<HomeLink to={homeTo} />}
      />
    </Frame>
  );
}

/** A render or lazy-loading error inside a route: logged, explained, retryable — never a blank page. */
export function RouteErrorPage({ standalone }: StatusPageProps) {
  const error = useRouteError();
  console.error(error);
  const text = useUiText();
  return (
    <Frame standalone={standalone} title={text.somethingWentWrong}>
      <ErrorState
        titleAs="h1"
        title={text.somethingWentWrong}
        message={text.pageFailed}
        onRetry={() => window.location.reload()}
      />
    </Frame>
  );
}
