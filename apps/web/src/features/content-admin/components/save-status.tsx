import { Icon, Spinner } from '@assay/ui';
import type { SaveState } from '../hooks/use-autosave.ts';
import * as styles from './baseline-editor.css.ts';

const texts = {
  saved: 'All changes saved',
  pending: 'Unsaved changes',
  saving: 'Saving…',
  offline: 'Offline: your changes are kept and saved when the connection returns',
  conflict: 'Not saved: someone else changed this draft',
  failed: 'Not saved',
} as const;

/** The autosave state in words, announced politely as it changes. */
export function SaveStatus({ state }: { state: SaveState }) {
  const text =
    state.kind === 'invalid'
      ? `Not saved: fix ${state.count} ${state.count === 1 ? 'problem' : 'problems'} to save`
      : texts[state.kind];
  const tone =
    state.kind === 'saved'
      ? styles.statusTone.ok
      : state.kind === 'saving' || state.kind === 'pending'
        ? styles.statusTone.muted
        : styles.statusTone.warn;
  return (
    <p className={`${styles.status} ${tone}`} role="status" aria-live="polite" data-state={state.kind}>
      {state.kind === 'saving' ? (
        <Spinner />
      ) : (
        <Icon
          name={
            state.kind === 'saved'
              ? 'check'
              : state.kind === 'offline'
                ? 'offline'
                : state.kind === 'pending'
                  ? 'edit'
                  : 'alert'
          }
          size="xs"
        />
      )}
      <span>{text}</span>
    </p>
  );
}
