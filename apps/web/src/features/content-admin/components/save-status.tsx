import { m } from '@assay/messages';
import { Icon, Spinner } from '@assay/ui';
import type { SaveState } from '../hooks/use-autosave.ts';
import { formatNumber } from '@assay/views/locale';
import * as styles from './baseline-editor.css.ts';

const texts = {
  saved: m.content_admin_saved,
  pending: m.content_admin_pending,
  saving: m.content_admin_saving,
  offline: m.content_admin_offline,
  conflict: m.content_admin_conflict,
  failed: m.content_admin_failed,
} as const;

/** The autosave state in words, announced politely as it changes. */
export function SaveStatus({ state }: { state: SaveState }) {
  const text =
    state.kind === 'invalid'
      ? m.content_admin_fix_problems({ count: state.count, shown: formatNumber(state.count) })
      : texts[state.kind]();
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
