import { ErrorState } from '@assay/ui';
import { useRouteError } from 'react-router';

/** A render or loading error inside a route: logged, explained, retryable — never a blank page. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <main id="main">
      <ErrorState title="Something went wrong" message="This page failed to load. Try again." onRetry={() => window.location.reload()} />
    </main>
  );
}
