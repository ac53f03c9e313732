// What a member sees in place of their organisation's pages while its two-step policy waits for
// them: the server refuses their calls (reason second-factor-policy) until they sign in with a
// second step, so this says why and leads to the account page, where they add one.
import { paths } from '@assay/auth';
import { m } from '@assay/messages';
import { Button, EmptyState, Inline } from '@assay/ui';
import { Link } from 'react-router';

export function SecondFactorRequired() {
  return (
    <EmptyState
      icon="shield"
      title={m.second_step_required_title()}
      description={m.second_step_required_body()}
      action={
        <Inline gap="sm">
          <Button asChild>
            <Link to={paths.account()}>{m.second_step_required_setup()}</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to={paths.signOut()}>{m.account_sign_out()}</Link>
          </Button>
        </Inline>
      }
    />
  );
}
