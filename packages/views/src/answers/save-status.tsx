import { Button, Icon, Spinner } from '@assay/ui';
import type { SaveState } from './autosave-queue.ts';
import * as styles from './answers.css.ts';

const texts: Record<SaveState, string> = {
  saved: 'All changes saved',
  saving: 'Saving…',
  offline: 'Offline: changes kept, retrying',
  conflict: 'Conflict: choose an answer',
  error: 'Not saved',
};

/** The workspace's save state, announced politely as it changes. */
export function SaveStatus({
  state,
  onRetry,
  onShowConflict,
}: {
  state: SaveState;
  onRetry: () => void;
  onShowConflict: () => void;
}) {
  return (
    <span className={styles.saveStatus} role="status" aria-live="polite" data-state={state}>
      {state === 'saving' ? (
        <Spinner />
      ) : (
        <Icon name={state === 'saved' ? 'check' : state === 'offline' ? 'offline' : 'alert'} size="xs" />
      )}
      {texts[state]}
      {state === 'error' || state === 'offline' ? (
        <Button size="xs" variant="ghost" onClick={onRetry}>
          Retry now
        </Button>
      ) : null}
      {state === 'conflict' ? (
        <Button size="xs" variant="soft" onClick={onShowConflict}>
          Resolve
        </Button>
      ) : null}
    </span>
  );
}
