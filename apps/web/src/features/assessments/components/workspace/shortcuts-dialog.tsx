import { Dialog, Kbd } from '@assay/ui';
import * as styles from './workspace.css.ts';

export const shortcuts: readonly { keys: readonly string[]; does: string }[] = [
  { keys: ['j', '↓'], does: 'Next control' },
  { keys: ['k', '↑'], does: 'Previous control' },
  { keys: [']'], does: 'Next domain' },
  { keys: ['['], does: 'Previous domain' },
  { keys: ['1', 'm'], does: 'Met, then the next control' },
  { keys: ['2', 'p'], does: 'Partial, then the next control' },
  { keys: ['3', 'n'], does: 'Not met, then the next control' },
  { keys: ['4', 'x'], does: 'Not applicable, then the next control' },
  { keys: ['0'], does: 'Clear the status' },
  { keys: ['c'], does: 'Write a comment' },
  { keys: ['Esc'], does: 'Leave the comment, back to the list' },
  { keys: ['?'], does: 'Show these shortcuts' },
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
          <Dialog.Title>Keyboard shortcuts</Dialog.Title>
          <Dialog.Description>
            Answer without leaving the keyboard. They work whenever you are not typing in a field.
          </Dialog.Description>
        </Dialog.Header>
        <table className={styles.shortcutTable}>
          <tbody>
            {shortcuts.map((s) => (
              <tr key={s.does}>
                <th scope="row">{s.does}</th>
                <td style={{ textAlign: 'end' }}>
                  {s.keys.map((k, i) => (
                    <span key={k}>
                      {i > 0 ? ' or ' : null}
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
