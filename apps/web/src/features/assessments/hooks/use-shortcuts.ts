import { useEffect, useLayoutEffect, useRef } from 'react';

/** A key (as `KeyboardEvent.key`) and what it does. */
export type ShortcutMap = Readonly<Record<string, () => void>>;

/** Whether a key press belongs to something else: typing in a field, or a dialog on top. */
function belongsElsewhere(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return false;
  // A list that opts in (data-shortcuts) keeps them; any other listbox (an open Select) does not.
  if (target.closest('[data-shortcuts]')) return false;
  const owner = target.closest(
    'input, textarea, select, button[role="combobox"], [contenteditable="true"], [role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]',
  );
  // A dialog or menu already closed but still fading out (its 300 ms exit) keeps the focus until it
  // unmounts: the keys pressed meanwhile are the person's next answers, not the closed layer's.
  return owner !== null && !owner.closest('[data-state="closed"]');
}

/**
 * Single-key shortcuts while a screen is open (the workspace's keyboard flow). They never fire
 * while the person types in a field, uses a dialog or a menu, or holds Ctrl/⌘/Alt.
 */
export function useShortcuts(map: ShortcutMap, enabled = true): void {
  const current = useRef(map);
  useLayoutEffect(() => {
    current.current = map;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || belongsElsewhere(event)) return;
      const action = current.current[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
