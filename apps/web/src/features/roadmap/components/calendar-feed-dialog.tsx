// The roadmap's due dates in a calendar app: a secret address for the signed-in member, shown
// once (only its hash is kept), replaced by creating a new one, or revoked.
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
          Calendar feed
        </Button>
      </Dialog.Trigger>
      <Dialog.Content size="md">
        <Dialog.Header>
          <Dialog.Title>Due dates in your calendar</Dialog.Title>
          <Dialog.Description>
            Subscribe to this address in your calendar app to see the roadmap’s open due dates. It is yours
            alone: anyone with it can read them, so keep it private.
          </Dialog.Description>
        </Dialog.Header>
        <Stack gap="md">
          {url ? (
            <TextField
              label="Your calendar address (shown once)"
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
                setNote(
                  revoked
                    ? 'Your calendar address was revoked: calendars using it stop updating.'
                    : 'You have no calendar address.',
                );
              })
            }
          >
            Revoke address
          </Button>
          <Button
            loading={create.isPending}
            onClick={() =>
              void create.mutateAsync(undefined).then(({ url: created }) => {
                setUrl(created);
                setNote('Any address you created before no longer works.');
              })
            }
          >
            Create a new address
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
