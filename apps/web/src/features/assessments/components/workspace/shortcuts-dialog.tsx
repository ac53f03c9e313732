import { m } from '@assay/messages';
import { Dialog, Kbd } from '@assay/ui';
import * as styles from './workspace.css.ts';

export const shortcuts: readonly { keys: readonly string[]; does: () => string }[] = [
  { keys: ['j', '↓'], does: m.shortcut_next_control },
  { keys: ['k', '↑'], does: m.shortcut_previous_control },
  { keys: [']'], does: m.shortcut_next_domain },
  { keys: ['['], does: m.shortcut_previous_domain },
  { keys: ['1', 'm'], does: m.shortcut_met },
  { keys: ['2', 'p'], does: m.shortcut_partial },
  { keys: ['3', 'n'], does: m.shortcut_not_met },
  { keys: ['4', 'x'], does: m.shortcut_not_applicable },
  { keys: ['0'], does: m.shortcut_clear },
  { keys: ['c'], does: m.shortcut_comment },
  { keys: ['Esc'], does: m.shortcut_leave_comment },
  { keys: ['?'], does: m.shortcut_show },
];

/** The workspace's keyboard shortcuts (opened with "?"). */
export function ShortcutsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content size="sm">
        <Dialog.Header>
          <Dialog.Title>{m.shortcuts_title()}</Dialog.Title>
          <Dialog.Description>{m.shortcuts_description()}</Dialog.Description>
        </Dialog.Header>
        <table className={styles.shortcutTable}>
          <tbody>
            {shortcuts.map((s) => (
              <tr key={s.keys[0]}>
                <th scope="row">{s.does()}</th>
                <td style={{ textAlign: 'end' }}>
                  {s.keys.map((k, i) => (
                    <span key={k}>
                      {i > 0 ? m.shortcuts_or() : null}
                      <Kbd>{k}</Kbd>
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Dialog.Content>
    </Dialog.Root>
  );
}
