import { m } from '@assay/messages';
import { Button, Icon, Spinner } from '@assay/ui';
import type { SaveState } from './autosave-queue.ts';
import * as styles from './answers.css.ts';

const texts: Record<SaveState, () => string> = {
  saved: m.answers_saved,
  saving: m.answers_saving,
  offline: m.answers_offline,
  conflict: m.answers_conflict,
  error: m.answers_not_saved,
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
      {texts[state]()}
      {state === 'error' || state === 'offline' ? (
        <Button size="xs" variant="ghost" onClick={onRetry}>
          {m.common_retry_now()}
        </Button>
      ) : null}
      {state === 'conflict' ? (
        <Button size="xs" variant="soft" onClick={onShowConflict}>
          {m.answers_resolve()}
        </Button>
      ) : null}
    </span>
  );
}
