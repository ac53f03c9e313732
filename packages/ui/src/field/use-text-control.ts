import { useCallback, useEffect, useRef, useState } from 'react';
import { applyMask } from './mask';

export interface UseTextControlOptions {
  /** The model value. */
  value: string;
  onValueChange?: ((value: string) => void) | undefined;
  /** Delay in ms before onValueChange; the control itself updates at once. */
  debounce?: number | undefined;
  mask?: string | undefined;
  maxLength?: number | undefined;
}

export interface TextControl {
  /** What the control shows (may be ahead of the model while debouncing). */
  text: string;
  /** Feed raw input here: applies mask and max length, updates the control, emits (debounced). */
  change: (raw: string) => void;
  /** Emits a pending debounced value now. */
  flush: () => void;
}

/**
 * Local text state for a model-bound control: the input stays responsive while onValueChange is
 * debounced, external model changes replace the text, and pending values are flushed on blur,
 * validation and unmount.
 */
export function useTextControl({
  value,
  onValueChange,
  debounce = 0,
  mask,
  maxLength,
}: UseTextControlOptions): TextControl {
  const [text, setText] = useState(value);
  const lastEmitted = useRef(value);
  const pending = useRef<{ value: string; timer: ReturnType<typeof setTimeout> } | null>(null);
  const emitRef = useRef(onValueChange);
  useEffect(() => {
    emitRef.current = onValueChange;
  });

  const emit = useCallback((next: string) => {
    lastEmitted.current = next;
    emitRef.current?.(next);
  }, []);

  const flush = useCallback(() => {
    const current = pending.current;
    if (!current) return;
    clearTimeout(current.timer);
    pending.current = null;
    emit(current.value);
  }, [emit]);

  // A model change that did not come from this control replaces the text.
  useEffect(() => {
    if (value === lastEmitted.current) return;
    lastEmitted.current = value;
    if (pending.current) {
      clearTimeout(pending.current.timer);
      pending.current = null;
    }
    setText(value);
  }, [value]);

  useEffect(() => flush, [flush]);

  const change = useCallback(
    (raw: string) => {
      let next = mask ? applyMask(raw, mask) : raw;
      if (maxLength !== undefined && maxLength >= 0) next = next.slice(0, maxLength);
      setText(next);
      if (pending.current) clearTimeout(pending.current.timer);
      if (debounce > 0) {
        pending.current = { value: next, timer: setTimeout(flush, debounce) };
      } else {
        pending.current = null;
        emit(next);
      }
    },
    [mask, maxLength, debounce, flush, emit],
  );

  return { text, change, flush };
}
