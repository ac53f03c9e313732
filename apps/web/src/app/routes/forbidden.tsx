import { Button, ErrorState } from '@assay/ui';
import { Link } from 'react-router';

/** 403: the route exists but this user may not see it. */
export function ForbiddenPage() {
  return (
    <main id="main">
      <ErrorState
        title="You don't have access to this page"
        message="Ask an administrator of your organisation if you need access."
        action={
          <Button asChild>
            <Link to="/">Go home</Link>
          </Button>
        }
      />
    </main>
  );
}
