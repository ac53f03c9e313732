import { useSyncExternalStore } from 'react';
import type { MemoryAdapter, RecordedEvent } from '../adapters/memory.ts';

/** Live list of the events a memory adapter recorded (the diagnostics event stream). */
export function useRecordedEvents(adapter: MemoryAdapter): readonly RecordedEvent[] {
  return useSyncExternalStore(
    (onChange) => adapter.subscribe(onChange),
    () => adapter.events,
    () => adapter.events,
  );
}
