import type { AnalyticsAdapter } from '../adapter.ts';
import type { AnalyticsParams } from '../events.ts';

export interface RecordedEvent {
  /** Increasing number of the event since the adapter was created. */
  readonly seq: number;
  readonly name: string;
  readonly params: AnalyticsParams;
  readonly at: Date;
}

export interface MemoryAdapter extends AnalyticsAdapter {
  /** The recorded events, oldest first; a new array after every change (snapshot-friendly). */
  readonly events: readonly RecordedEvent[];
  readonly userId: string | null;
  /** Live view: `listener` gets the events after every change. Returns an unsubscribe. */
  subscribe(listener: (events: readonly RecordedEvent[]) => void): () => void;
  /** The params of every recorded event with this name. */
  paramsOf(name: string): AnalyticsParams[];
  clear(): void;
}

export interface MemoryAdapterOptions {
  /** Most events kept; older ones are dropped. 500 by default. */
  readonly limit?: number;
  readonly now?: () => Date;
}

/** Records events in memory: for tests and the diagnostics event stream. */
export function createMemoryAdapter({
  limit = 500,
  now = () => new Date(),
}: MemoryAdapterOptions = {}): MemoryAdapter {
  let events: readonly RecordedEvent[] = [];
  let userId: string | null = null;
  let seq = 0;
  const listeners = new Set<(events: readonly RecordedEvent[]) => void>();
  const publish = (next: readonly RecordedEvent[]) => {
    events = next;
    for (const listener of listeners) listener(events);
  };

  return {
    get events() {
      return events;
    },
    get userId() {
      return userId;
    },
    send(name, params) {
      seq += 1;
      const recorded: RecordedEvent = { seq, name, params, at: now() };
      publish([...events, recorded].slice(-Math.max(1, limit)));
    },
    setUser(uid) {
      userId = uid;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    paramsOf(name) {
      return events.filter((event) => event.name === name).map((event) => event.params);
    },
    clear() {
      publish([]);
    },
  };
}
