import { m } from '@assay/messages';
import { paths } from '@assay/auth';
import { toAppError } from '@assay/client';
import { isSafeId } from '@assay/domain/ids';
import { Button, EmptyState, Stack, TextField } from '@assay/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useFindUser } from '../api/find-user.ts';
import { UserDetail } from './user-detail.tsx';
import * as styles from './users-view.css.ts';

/** Finds a user by email address or uid; the user found is the tab's focus (`/service/users/{uid}`). */
function UserSearch() {
  const navigate = useNavigate();
  const find = useFindUser();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const open = (uid: string) => void navigate(paths.service({ tab: 'users', focus: uid }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = text.trim();
    setError(null);
    if (wanted.includes('@')) {
      try {
        open((await find.mutateAsync(wanted)).uid);
      } catch (failure) {
        setError(toAppError(failure).message);
      }
    } else if (isSafeId(wanted)) {
      open(wanted);
    } else {
      setError(m.console_users_enter_id());
    }
  };

  return (
    <form
      role="search"
      aria-label={m.console_users_find()}
      className={styles.search}
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        label={m.console_users_email_or_id()}
        icon="search"
        value={text}
        onValueChange={setText}
        error={error}
        maxLength={320}
        autoComplete="off"
      />
      <Button type="submit" loading={find.isPending}>
        {m.console_users_find_button()}
      </Button>
    </form>
  );
}

export function UsersView({ focus }: { focus: string | undefined }) {
  return (
    <Stack gap="lg">
      <UserSearch />
      {focus ? (
        <UserDetail key={focus} uid={focus} />
      ) : (
        <EmptyState
          icon="users"
          title={m.console_users_find()}
          description={m.console_users_find_description()}
        />
      )}
    </Stack>
  );
}
