import { Button, EmptyState } from '@assay/ui';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <main id="main">
      <EmptyState
        icon="search"
        title="Page not found"
        description="The address may be mistyped, or the page has moved."
        action={
          <Button asChild>
            <Link to="/">Go home</Link>
          </Button>
        }
      />
    </main>
  );
}
