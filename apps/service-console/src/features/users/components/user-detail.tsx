import { queryView } from '@assay/views/query';
import { m } from '@assay/messages';
import { paths } from '@assay/auth';
import { useSession } from '@assay/auth/react';
import { toAppError } from '@assay/client';
import type { PlatformUser } from '@assay/domain/platform';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  DescriptionList,
  EmptyState,
  Inline,
  RelativeTime,
  Stack,
} from '@assay/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { roleLabel } from '@assay/views/labels';
import { usePlatformUser } from '../api/get-user.ts';
import {
  useResetSecondFactors,
  useRevokeUserSessions,
  useSetSystemAdmin,
  useSetUserDisabled,
} from '../api/user-actions.ts';

type Action = 'grantAdmin' | 'revokeAdmin' | 'disable' | 'enable' | 'signOut' | 'resetTwoStep';

/** Sign-in providers by Firebase id; another provider shows its id. */
const providers: Record<string, () => string> = {
  password: m.console_provider_password,
  'google.com': () => 'Google',
};

/** What each action asks before it runs; every one applies on the user's next call. */
const confirmations: Record<
  Action,
  { title: () => string; description: () => string; confirmLabel: () => string; tone: 'default' | 'danger' }
> = {
  grantAdmin: {
    title: m.console_users_grant_title,
    description: m.console_users_grant_description,
    confirmLabel: m.console_users_grant,
    tone: 'default',
  },
  revokeAdmin: {
    title: m.console_users_revoke_title,
    description: m.console_users_revoke_description,
    confirmLabel: m.console_users_revoke,
    tone: 'danger',
  },
  disable: {
    title: m.console_users_disable_title,
    description: m.console_users_disable_description,
    confirmLabel: m.console_users_disable,
    tone: 'danger',
  },
  enable: {
    title: m.console_users_enable_title,
    description: m.console_users_enable_description,
    confirmLabel: m.console_users_enable,
    tone: 'default',
  },
  signOut: {
    title: m.console_users_sign_out_title,
    description: m.console_users_sign_out_description,
    confirmLabel: m.console_users_sign_out,
    tone: 'danger',
  },
  resetTwoStep: {
    title: m.console_users_reset_title,
    description: m.console_users_reset_description,
    confirmLabel: m.console_users_reset,
    tone: 'danger',
  },
};

function Facts({ user }: { user: PlatformUser }) {
  return (
    <DescriptionList aria-label={m.console_users_account()}>
      <dt>{m.console_users_user_id()}</dt>
      <dd>
        <code>{user.uid}</code>
      </dd>
      <dt>{m.console_email()}</dt>
      <dd>{user.email ?? m.console_none()}</dd>
      <dt>{m.console_users_sign_in_methods()}</dt>
      <dd>
        {user.providers.length
          ? user.providers.map((id) => providers[id]?.() ?? id).join(', ')
          : m.console_none()}
      </dd>
      <dt>{m.console_created()}</dt>
      <dd>{user.createdAt ? <RelativeTime value={user.createdAt} /> : m.console_unknown()}</dd>
      <dt>{m.console_users_last_sign_in()}</dt>
      <dd>{user.lastSignInAt ? <RelativeTime value={user.lastSignInAt} /> : m.common_never()}</dd>
      <dt>{m.console_organisation()}</dt>
      <dd>
        {user.membership ? (
          <>
            <Link to={paths.serviceTenant({ tid: user.membership.tid })}>
              {user.membership.organisationName ??
                m.console_deleted_organisation({ tid: user.membership.tid })}
            </Link>{' '}
            · {roleLabel(user.membership.role)}
          </>
        ) : (
          m.console_none()
        )}
      </dd>
      <dt>{m.console_users_shared_access()}</dt>
      <dd>
        {user.shared ? (
          <>
            {m.console_users_shared_tenant({ ttid: user.shared.ttid })}{' '}
            <Link to={paths.serviceTenant({ tid: user.shared.ptid })}>
              {user.shared.organisationName ?? m.console_deleted_organisation({ tid: user.shared.ptid })}
            </Link>
          </>
        ) : (
          m.console_none()
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
      title={m.console_users_access()}
      description={yourself ? m.console_users_yourself() : m.console_users_changes_apply()}
    >
      <Inline gap="sm" wrap>
        <Button
          variant="outline"
          disabled={yourself}
          onClick={() => setPending(user.systemAdmin ? 'revokeAdmin' : 'grantAdmin')}
        >
          {user.systemAdmin ? m.console_users_revoke() : m.console_users_grant()}
        </Button>
        <Button variant="outline" disabled={yourself} onClick={() => setPending('signOut')}>
          {m.console_users_sign_out()}
        </Button>
        <Button variant="outline" disabled={yourself} onClick={() => setPending('resetTwoStep')}>
          {m.console_users_reset()}
        </Button>
        <Button
          variant={user.disabled ? 'outline' : 'danger'}
          disabled={yourself}
          onClick={() => setPending(user.disabled ? 'enable' : 'disable')}
        >
          {user.disabled ? m.console_users_enable() : m.console_users_disable()}
        </Button>
      </Inline>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={confirmation?.title() ?? ''}
        description={confirmation?.description()}
        confirmLabel={confirmation?.confirmLabel() ?? m.common_confirm()}
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
  const view = queryView(query, {
    loading: m.console_users_loading(),
    failed: m.console_users_not_loaded(),
    missing: () => (
      <EmptyState
        icon="users"
        title={m.console_users_no_such()}
        description={m.console_users_no_such_description()}
      />
    ),
  });
  if (view.screen) return view.screen;
  const user = view.data;
  return (
    <Stack gap="lg">
      <Card
        title={user.displayName ?? user.email ?? user.uid}
        actions={
          <Inline gap="xs" wrap>
            {user.disabled ? (
              <Badge tone="danger">{m.console_users_disabled()}</Badge>
            ) : (
              <Badge tone="success">{m.common_status_active()}</Badge>
            )}
            {user.systemAdmin ? <Badge tone="accent">{m.console_users_system_admin()}</Badge> : null}
            {user.systemDeveloper ? <Badge tone="neutral">{m.console_users_system_developer()}</Badge> : null}
          </Inline>
        }
      >
        <Facts user={user} />
      </Card>
      <Actions user={user} />
    </Stack>
  );
}
