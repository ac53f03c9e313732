import { paths } from '@assay/auth';
import { useSession } from '@assay/auth/react';
import { toAppError } from '@assay/client';
import { roleLabels } from '@assay/domain/roles';
import { providerLabels } from '@assay/domain/platform';
import type { PlatformUser } from '@assay/domain/platform';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  DescriptionList,
  EmptyState,
  ErrorState,
  Inline,
  LoadingState,
  RelativeTime,
  Stack,
} from '@assay/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePlatformUser } from '../api/get-user.ts';
import {
  useResetSecondFactors,
  useRevokeUserSessions,
  useSetSystemAdmin,
  useSetUserDisabled,
} from '../api/user-actions.ts';

type Action = 'grantAdmin' | 'revokeAdmin' | 'disable' | 'enable' | 'signOut' | 'resetTwoStep';

/** What each action asks before it runs; every one applies on the user's next call. */
const confirmations: Record<
  Action,
  { title: string; description: string; confirmLabel: string; tone: 'default' | 'danger' }
> = {
  grantAdmin: {
    title: 'Make this user a system admin?',
    description:
      'They can open the service console and act on every organisation. They are signed out and get the access when they sign in again.',
    confirmLabel: 'Grant system admin',
    tone: 'default',
  },
  revokeAdmin: {
    title: 'Remove system-admin access?',
    description: 'Their next call to the service console is refused; they are signed out everywhere.',
    confirmLabel: 'Revoke system admin',
    tone: 'danger',
  },
  disable: {
    title: 'Disable this account?',
    description:
      'They are signed out everywhere and cannot sign in until the account is enabled again. Their data stays.',
    confirmLabel: 'Disable account',
    tone: 'danger',
  },
  enable: {
    title: 'Enable this account?',
    description: 'They can sign in again with their usual sign-in methods.',
    confirmLabel: 'Enable account',
    tone: 'default',
  },
  signOut: {
    title: 'Sign this user out everywhere?',
    description: 'Every session of theirs must sign in again on its next call.',
    confirmLabel: 'Sign out everywhere',
    tone: 'danger',
  },
  resetTwoStep: {
    title: 'Reset their two-step sign-in?',
    description:
      'For someone who lost their phone or authenticator app (an organisation owner, typically: owners reset their members): every second step is removed and they are signed out everywhere. Confirm who they are first.',
    confirmLabel: 'Reset two-step sign-in',
    tone: 'danger',
  },
};

function Facts({ user }: { user: PlatformUser }) {
  return (
    <DescriptionList aria-label="Account">
      <dt>User id</dt>
      <dd>
        <code>{user.uid}</code>
      </dd>
      <dt>Email</dt>
      <dd>{user.email ?? 'None'}</dd>
      <dt>Sign-in methods</dt>
      <dd>
        {user.providers.length ? user.providers.map((id) => providerLabels[id] ?? id).join(', ') : 'None'}
      </dd>
      <dt>Created</dt>
      <dd>{user.createdAt ? <RelativeTime value={user.createdAt} /> : 'Unknown'}</dd>
      <dt>Last sign-in</dt>
      <dd>{user.lastSignInAt ? <RelativeTime value={user.lastSignInAt} /> : 'Never'}</dd>
      <dt>Organisation</dt>
      <dd>
        {user.membership ? (
          <>
            <Link to={paths.serviceTenant({ tid: user.membership.tid })}>
              {user.membership.organisationName ?? `Deleted organisation ${user.membership.tid}`}
            </Link>{' '}
            · {roleLabels[user.membership.role]}
          </>
        ) : (
          'None'
        )}
      </dd>
      <dt>Shared access</dt>
      <dd>
        {user.shared ? (
          <>
            Tenant <code>{user.shared.ttid}</code> of{' '}
            <Link to={paths.serviceTenant({ tid: user.shared.ptid })}>
              {user.shared.organisationName ?? `deleted organisation ${user.shared.ptid}`}
            </Link>
          </>
        ) : (
          'None'
        )}
      </dd>
    </DescriptionList>
  );
}

function Actions({ user }: { user: PlatformUser }) {
  const { session } = useSession();
  const setAdmin = useSetSystemAdmin();
  const setDisabled = useSetUserDisabled();
  const revoke = useRevokeUserSessions();
  const resetTwoStep = useResetSecondFactors();
  const [pending, setPending] = useState<Action | null>(null);
  const yourself = session?.uid === user.uid;

  const run = (action: Action): Promise<unknown> => {
    switch (action) {
      case 'grantAdmin':
      case 'revokeAdmin':
        return setAdmin.mutateAsync({ uid: user.uid, enabled: action === 'grantAdmin' });
      case 'disable':
      case 'enable':
        return setDisabled.mutateAsync({ uid: user.uid, disabled: action === 'disable' });
      case 'signOut':
        return revoke.mutateAsync({ uid: user.uid });
      case 'resetTwoStep':
        return resetTwoStep.mutateAsync({ uid: user.uid });
    }
  };
  const confirmation = pending ? confirmations[pending] : null;

  return (
    <Card
      title="Access"
      description={
        yourself
          ? 'This is your own account: another system admin must change its access.'
          : 'Every change applies on their next call and is recorded in the global audit log.'
      }
    >
      <Inline gap="sm" wrap>
        <Button
          variant="outline"
          disabled={yourself}
          onClick={() => setPending(user.systemAdmin ? 'revokeAdmin' : 'grantAdmin')}
        >
          {user.systemAdmin ? 'Revoke system admin' : 'Grant system admin'}
        </Button>
        <Button variant="outline" disabled={yourself} onClick={() => setPending('signOut')}>
          Sign out everywhere
        </Button>
        <Button variant="outline" disabled={yourself} onClick={() => setPending('resetTwoStep')}>
          Reset two-step sign-in
        </Button>
        <Button
          variant={user.disabled ? 'outline' : 'danger'}
          disabled={yourself}
          onClick={() => setPending(user.disabled ? 'enable' : 'disable')}
        >
          {user.disabled ? 'Enable account' : 'Disable account'}
        </Button>
      </Inline>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={confirmation?.title ?? ''}
        description={confirmation?.description}
        confirmLabel={confirmation?.confirmLabel ?? 'Confirm'}
        tone={confirmation?.tone ?? 'default'}
        errorMessage={(error) => toAppError(error).message}
        onConfirm={() => (pending ? run(pending) : Promise.resolve())}
      />
    </Card>
  );
}

/** One user: account facts, what their claims give them, and the system admin's actions on them. */
export function UserDetail({ uid }: { uid: string }) {
  const query = usePlatformUser(uid);
  if (query.isPending) return <LoadingState label="Loading the user" />;
  if (query.isError) {
    const error = toAppError(query.error);
    if (error.code === 'not-found')
      return (
        <EmptyState
          icon="users"
          title="No such user"
          description="No account has this user id. Check it, or search by email address."
        />
      );
    return (
      <ErrorState
        title="The user could not be loaded"
        message={error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const user = query.data;
  return (
    <Stack gap="lg">
      <Card
        title={user.displayName ?? user.email ?? user.uid}
        actions={
          <Inline gap="xs" wrap>
            {user.disabled ? <Badge tone="danger">Disabled</Badge> : <Badge tone="success">Active</Badge>}
            {user.systemAdmin ? <Badge tone="accent">System admin</Badge> : null}
            {user.systemDeveloper ? <Badge tone="neutral">System developer</Badge> : null}
          </Inline>
        }
      >
        <Facts user={user} />
      </Card>
      <Actions user={user} />
    </Stack>
  );
}
