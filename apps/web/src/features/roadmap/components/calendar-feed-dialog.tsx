// The roadmap's due dates in a calendar app: a secret address for the signed-in member, shown
// once (only its hash is kept), replaced by creating a new one, or revoked.
import { m } from '@assay/messages';
import { toAppError } from '@assay/client';
import { Button, Dialog, Stack, TextField } from '@assay/ui';
import { useState } from 'react';
import { useCalendarLink, useRevokeCalendar } from '../api/calendar-feed.ts';
import * as styles from './roadmap-screen.css.ts';

export function CalendarFeedDialog() {
  const create = useCalendarLink();
  const revoke = useRevokeCalendar();
  const [url, setUrl] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const failure = create.error ?? revoke.error;
  return (
    <Dialog.Root onOpenChange={(open) => !open && (setUrl(null), setNote(null))}>
      <Dialog.Trigger asChild>
        <Button variant="soft" icon="external">
          {m.calendar_feed()}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content size="md">
        <Dialog.Header>
          <Dialog.Title>{m.calendar_title()}</Dialog.Title>
          <Dialog.Description>{m.calendar_description()}</Dialog.Description>
        </Dialog.Header>
        <Stack gap="md">
          {url ? (
            <TextField
              label={m.calendar_address()}
              value={url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
          ) : null}
          {note ? <p className={styles.small}>{note}</p> : null}
          {failure ? (
            <p className={styles.error} role="alert">
              {toAppError(failure).message}
            </p>
          ) : null}
        </Stack>
        <Dialog.Footer>
          <Button
            variant="ghost"
            loading={revoke.isPending}
            onClick={() =>
              void revoke.mutateAsync(undefined).then(({ revoked }) => {
                setUrl(null);
                setNote(revoked ? m.calendar_revoked() : m.calendar_none());
              })
            }
          >
            {m.calendar_revoke()}
          </Button>
          <Button
            loading={create.isPending}
            onClick={() =>
              void create.mutateAsync(undefined).then(({ url: created }) => {
                setUrl(created);
                setNote(m.calendar_old_gone());
              })
            }
          >
            {m.calendar_create()}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
