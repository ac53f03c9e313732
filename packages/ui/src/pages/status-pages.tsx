import type { ReactNode } from 'react';
import { Link, useRouteError } from 'react-router';
import { Button } from '../button/index';
import { useDocumentTitle } from '../document-title/use-document-title';
import { EmptyState, ErrorState } from '../states/index';
import * as styles from './status-pages.css';

export interface StatusPageProps {
  /** Renders its own <main> landmark; pass false inside an AppShell, which has one already. */
  standalone?: boolean;
  /** Where the "Go home" link leads; default '/'. */
  homeTo?: string;
}

function Frame({
  standalone = true,
  title,
  children,
}: {
  standalone?: boolean;
  title: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return standalone ? (
    <main id="main" className={styles.page}>
      {children}
    </main>
  ) : (
    <>{children}</>
  );
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

export interface BadLinkPageProps extends Pick<StatusPageProps, 'standalone'> {
  /** The server refused because too many attempts were made, rather than because the link is bad. */
  limited: boolean;
  /** What the attempts are counted on, e.g. "this link" or "links for this assessment". */
  attemptsOn: string;
  /** Why a link may not work and whom to ask for a new one. */
  advice: string;
}

/** A link that carries a credential (an invitation, a respondent's link) and was refused: says why, shows nothing else. */
export function BadLinkPage({ standalone, limited, attemptsOn, advice }: BadLinkPageProps) {
  const title = limited ? 'Too many attempts' : 'This link does not work';
  return (
    <Frame standalone={standalone} title={title}>
      <EmptyState
        icon="lock"
        titleAs="h1"
        title={title}
        description={
          limited ? `Too many attempts were made with ${attemptsOn}. Try again in an hour.` : advice
        }
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
