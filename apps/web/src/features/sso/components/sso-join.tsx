// What someone signed in with an organisation's identity provider sees before they are a member:
// it joins them (the server checks the token and the domain) and, once their claims carry the
// organisation, the member area takes over. A refusal says why, with a way out.
import { paths } from '@assay/auth';
import { toAppError } from '@assay/client';
import { m } from '@assay/messages';
import { Button, ErrorState, LoadingState } from '@assay/ui';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useJoinBySso } from '../api/sso-join.ts';

export function SsoJoin() {
  const join = useJoinBySso();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    join.mutate();
  }, [join]);
  if (join.isError)
    return (
      <ErrorState
        title={m.sso_join_failed()}
        message={toAppError(join.error).message}
        onRetry={() => join.mutate()}
        retrying={join.isPending}
        action={
          <Button asChild variant="ghost">
            <Link to={paths.signOut()}>{m.account_sign_out()}</Link>
          </Button>
        }
      />
    );
  return <LoadingState label={m.sso_joining()} />;
}
