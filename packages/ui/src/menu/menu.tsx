import { Slot } from 'radix-ui';
import type { DropdownMenu } from 'radix-ui';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ComponentPropsWithRef,
  type ElementType,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import type * as MenuParts from './menu-parts';

export type { MenuItemProps } from './menu-parts';

type Parts = typeof MenuParts;

// The Radix parts load once: in idle time after a page with a menu has loaded, or sooner when
// someone points at, focuses or presses a trigger. Every menu rendered after that is Radix from
// the start.
let loaded: Parts | undefined;
let loading: Promise<Parts> | undefined;

function loadParts(): Promise<Parts> {
  loading ??= import('./menu-parts').then(
    (parts) => (loaded = parts),
    (error: unknown) => {
      loading = undefined; // the next press tries again (e.g. back online)
      throw error;
    },
  );
  return loading;
}

/** Starts loading the parts ahead of a press; a failure waits for the press to try again. */
function prefetchParts() {
  loadParts().catch(() => undefined);
}

/**
 * Runs `task` once the page has loaded and the browser is idle (Safari has no idle callback: two
 * seconds after the load), so the parts arrive after the first paint instead of with it.
 */
function afterLoadWhenIdle(task: () => void): () => void {
  let cancelTask: (() => void) | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout: 10_000 });
      cancelTask = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(task, 2_000);
      cancelTask = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelTask?.();
  };
}

interface RootState {
  /** The Radix parts once this menu has asked for them (or they were there when it mounted). */
  parts: Parts | undefined;
  /** A press on the stand-in trigger: opens the menu once the parts are in. */
  requestOpen: (byKeyboard: boolean) => void;
  /** The first opening came from the keyboard: focus goes to the first item, as Radix does. */
  keyboardOpening: RefObject<boolean>;
}

const RootContext = createContext<RootState | null>(null);

function useRoot(part: string): RootState {
  const state = useContext(RootContext);
  if (!state) throw new Error(`Menu.${part} belongs inside Menu.Root`);
  return state;
}

type RootProps = ComponentProps<typeof DropdownMenu.Root>;

function Root({ open: openProp, defaultOpen = false, onOpenChange, children, ...rest }: RootProps) {
  const [parts, setParts] = useState(() => loaded);
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const keyboardOpening = useRef(false);
  const setOpen = useCallback(
    (next: boolean) => {
      setOpenState(next);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );

  // A page with a menu fetches the parts in idle time, so even the first opening is immediate.
  useEffect(() => (loaded ? undefined : afterLoadWhenIdle(prefetchParts)), []);

  useEffect(() => {
    if (!open || parts) return;
    let live = true;
    loadParts().then(
      (loadedParts) => live && setParts(loadedParts),
      () => live && setOpen(false),
    );
    return () => {
      live = false;
    };
  }, [open, parts, setOpen]);

  const state = useMemo<RootState>(
    () => ({
      parts,
      keyboardOpening,
      requestOpen: (byKeyboard) => {
        keyboardOpening.current = byKeyboard;
        setOpen(true);
      },
    }),
    [parts, setOpen],
  );
  return (
    <RootContext.Provider value={state}>
      {parts ? (
        <parts.Root open={open} onOpenChange={setOpen} {...rest}>
          {children}
        </parts.Root>
      ) : (
        children
      )}
    </RootContext.Provider>
  );
}

/** Their handler first; ours unless theirs prevented the default (as Radix composes them). */
function composed<E extends SyntheticEvent>(
  theirs: ((event: E) => void) | undefined,
  ours: (event: E) => void,
) {
  return (event: E) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}

type TriggerProps = ComponentPropsWithRef<typeof DropdownMenu.Trigger>;

/**
 * Until the parts are in: a plain button (or the `asChild` child) with the trigger's roles and
 * states, opening on the same presses as Radix's trigger (a primary pointer press; Enter, Space,
 * ArrowDown). Pointing at it or focusing it starts the download.
 */
function Trigger(props: TriggerProps) {
  const root = useRoot('Trigger');
  if (root.parts) return <root.parts.Trigger {...props} />;
  const { asChild, disabled = false, ...rest } = props;
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      {...rest}
      onPointerEnter={composed(rest.onPointerEnter, prefetchParts)}
      onFocus={composed<FocusEvent<HTMLButtonElement>>(rest.onFocus, prefetchParts)}
      onPointerDown={composed<PointerEvent<HTMLButtonElement>>(rest.onPointerDown, (event) => {
        if (disabled || event.button !== 0 || event.ctrlKey) return;
        event.preventDefault(); // focus goes into the menu, not to the trigger
        root.requestOpen(false);
      })}
      onKeyDown={composed<KeyboardEvent<HTMLButtonElement>>(rest.onKeyDown, (event) => {
        if (disabled || !['Enter', ' ', 'ArrowDown'].includes(event.key)) return;
        event.preventDefault();
        root.requestOpen(true);
      })}
    />
  );
}

type ContentProps = ComponentPropsWithRef<typeof MenuParts.Content>;

/** Nothing until the parts are in (a closed menu renders nothing either). */
function Content({ ref, ...props }: ContentProps) {
  const root = useRoot('Content');
  const { keyboardOpening } = root;
  // Radix moves focus to the first item when the keyboard opened the menu, which it learns from a
  // keydown it listens for once mounted: the first opening's keydown came before, so it focuses the
  // menu itself. Move focus on from there to the first item, as on every later opening.
  const attach = useCallback(
    (content: HTMLDivElement | null) => {
      if (typeof ref === 'function') ref(content);
      else if (ref) ref.current = content;
      if (!content || !keyboardOpening.current) return;
      keyboardOpening.current = false;
      const toFirstItem = (event: Event) => {
        if (event.target !== content) return;
        content.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')?.focus();
      };
      content.addEventListener('focus', toFirstItem, { once: true });
    },
    [ref, keyboardOpening],
  );
  if (!root.parts) return null;
  return <root.parts.Content ref={attach} {...props} />;
}

/** A part rendered inside `Menu.Content`, so only once the parts are in. */
function inner<
  Name extends
    'Item' | 'Label' | 'Separator' | 'Sub' | 'SubTrigger' | 'SubContent' | 'RadioGroup' | 'RadioItem',
>(name: Name): Parts[Name] {
  function Part(props: object) {
    if (!loaded) throw new Error(`Menu.${name} belongs inside Menu.Content`);
    const Loaded = loaded[name] as ElementType;
    return <Loaded {...props} />;
  }
  Part.displayName = `Menu.${name}`;
  return Part as unknown as Parts[Name];
}

/**
 * A dropdown menu (Radix DropdownMenu) for the user menu and row actions:
 * `Menu.Root`, `Menu.Trigger` (asChild with a Button/IconButton), `Menu.Content`, `Menu.Item`
 * (icon, tone, onSelect or asChild), `Menu.Label`, `Menu.Separator`; a submenu is `Menu.Sub` with
 * `Menu.SubTrigger` and `Menu.SubContent`, one choice among several `Menu.RadioGroup` of `Menu.RadioItem`.
 * Radix loads in idle time after the page's first paint (or on the first press, if sooner): until
 * then the trigger is a plain button that opens the menu on the same presses, so no first paint
 * carries Radix's menu, popper and focus scope.
 */
export const Menu = {
  Root,
  Trigger,
  Content,
  Item: inner('Item'),
  Label: inner('Label'),
  Separator: inner('Separator'),
  Sub: inner('Sub'),
  SubTrigger: inner('SubTrigger'),
  SubContent: inner('SubContent'),
  RadioGroup: inner('RadioGroup'),
  RadioItem: inner('RadioItem'),
};
