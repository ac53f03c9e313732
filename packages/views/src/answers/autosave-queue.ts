// The workspace's autosave: every edit of an answer is queued per control and saved after a
// short pause; a network failure keeps it and retries (backoff 1 s × 1.5 up to 60 s, and at
// once when the browser is online again), so nothing typed is lost; a newer answer by someone
// else stops that control in `conflict` until the person chooses theirs or mine; mine, once
// chosen, is saved over whatever the latest answer is by then (the person already decided).
// Plain TypeScript (no React): the hook subscribes to it, the tests drive it with fake timers.
import { retryDelay, toAppError, type AppError } from '@assay/client';

/** Where a control's answer stands; the workspace shows the worst of them. */
export type SaveState = 'saved' | 'saving' | 'offline' | 'conflict' | 'error';

export interface SaveOutcome<Saved> {
  /** The revision the server now holds (the next save's precondition). */
  revision: number;
  saved: Saved;
}

export interface Conflict<Theirs> {
  theirs: Theirs;
  /** The revision of their answer: choosing "mine" saves over exactly this one. */
  revision: number;
}

export interface AutosaveOptions<Fields, Saved, Theirs> {
  /** Saves `fields` of `key` if the server still holds `expectedRevision`. */
  save: (key: string, fields: Fields, expectedRevision: number) => Promise<SaveOutcome<Saved>>;
  /** A refusal because someone saved a newer answer: its content and revision; null for any other error. */
  conflictOf: (error: AppError) => Conflict<Theirs> | null | Promise<Conflict<Theirs> | null>;
  onSaved?: (key: string, saved: Saved) => void;
  /** Pause after the last edit of a control before it is saved (typing in a comment). */
  debounceMs?: number;
  /** Saves in flight at once (different controls); one control is never saved twice at once. */
  concurrency?: number;
  timers?: { set: (fn: () => void, ms: number) => unknown; clear: (handle: unknown) => void };
}

interface Entry<Fields, Theirs> {
  /** The latest edit not yet saved; undefined once saved. */
  pending: Fields | undefined;
  /** The revision the next save expects. */
  revision: number;
  inFlight: boolean;
  state: SaveState;
  attempt: number;
  timer: unknown;
  conflict?: Conflict<Theirs>;
  /** The person chose "keep mine": a newer answer met while saving it is overwritten, not asked about again. */
  keepMine: boolean;
  error?: AppError;
}

/** Failures of the connection, not of the answer: kept and retried on their own. */
const retryable = new Set(['unavailable', 'deadline-exceeded']);

export class AutosaveQueue<Fields, Saved, Theirs> {
  private readonly entries = new Map<string, Entry<Fields, Theirs>>();
  private readonly listeners = new Set<() => void>();
  private readonly waiting: string[] = [];
  private running = 0;
  private version = 0;
  private readonly debounceMs: number;
  private readonly concurrency: number;
  private readonly timers: NonNullable<AutosaveOptions<Fields, Saved, Theirs>['timers']>;

  constructor(private readonly options: AutosaveOptions<Fields, Saved, Theirs>) {
    this.debounceMs = options.debounceMs ?? 600;
    this.concurrency = options.concurrency ?? 4;
    this.timers = options.timers ?? {
      set: (fn, ms) => setTimeout(fn, ms),
      clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    };
  }

  /** Records an edit of `key`, made on top of `revision` (the answer the person saw). */
  edit(key: string, fields: Fields, revision: number): void {
    const entry = this.entries.get(key);
    if (entry) {
      entry.pending = fields;
      // A conflict stays until the person chooses; a newer edit becomes "mine" in that choice.
      if (entry.state !== 'conflict') {
        entry.state = 'saving';
        entry.error = undefined;
        this.schedule(key, entry, this.debounceMs);
      }
    } else {
      const fresh: Entry<Fields, Theirs> = {
        pending: fields,
        revision,
        inFlight: false,
        state: 'saving',
        attempt: 0,
        timer: undefined,
        keepMine: false,
      };
      this.entries.set(key, fresh);
      this.schedule(key, fresh, this.debounceMs);
    }
    this.changed();
  }

  /** Saves everything waiting now (leaving the workspace, pressing a "save now"). */
  flush(): void {
    for (const [key, entry] of this.entries) {
      if (entry.pending !== undefined && entry.state !== 'conflict' && entry.state !== 'error')
        this.schedule(key, entry, 0);
    }
  }

  /** Tries again at once whatever waits for a retry or failed (online again, or the person pressed Retry). */
  retryNow(): void {
    for (const [key, entry] of this.entries) {
      if (entry.state !== 'offline' && entry.state !== 'error') continue;
      entry.state = 'saving';
      entry.error = undefined;
      this.schedule(key, entry, 0);
    }
    this.changed();
  }

  /** Settles a conflict: save mine over their revision, or drop mine and keep theirs. */
  resolve(key: string, choice: 'mine' | 'theirs'): void {
    const entry = this.entries.get(key);
    if (!entry?.conflict) return;
    const { revision } = entry.conflict;
    entry.conflict = undefined;
    entry.revision = revision;
    if (choice === 'theirs') {
      entry.pending = undefined;
      entry.state = 'saved';
    } else {
      entry.state = 'saving';
      entry.keepMine = true;
      this.schedule(key, entry, 0);
    }
    this.changed();
  }

  /**
   * Someone else saved `theirs` (revision `revision`) of `key`: with nothing of ours pending,
   * later saves expect it; a conflict still open shows it instead of the older one, and
   * choosing mine saves over it.
   */
  othersSaved(key: string, revision: number, theirs: Theirs): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    if (entry.conflict && revision > entry.conflict.revision) {
      entry.conflict = { theirs, revision };
      this.changed();
    } else if (entry.pending === undefined && !entry.inFlight && revision > entry.revision) {
      entry.revision = revision;
    }
  }

  /** The edit of `key` not yet saved (the UI shows it over the server's answer). */
  pendingOf(key: string): Fields | undefined {
    return this.entries.get(key)?.pending;
  }

  stateOf(key: string): SaveState {
    return this.entries.get(key)?.state ?? 'saved';
  }

  conflictOf(key: string): Conflict<Theirs> | undefined {
    return this.entries.get(key)?.conflict;
  }

  errorOf(key: string): AppError | undefined {
    return this.entries.get(key)?.error;
  }

  /** The keys in conflict, in the order they arose. */
  conflicts(): string[] {
    return [...this.entries].filter(([, entry]) => entry.state === 'conflict').map(([key]) => key);
  }

  /** The workspace's state: conflict before offline before error before saving; saved when nothing waits. */
  overall(): SaveState {
    const states = new Set([...this.entries.values()].map((entry) => entry.state));
    for (const state of ['conflict', 'offline', 'error', 'saving'] as const)
      if (states.has(state)) return state;
    return 'saved';
  }

  /** Whether anything typed is not saved yet (warn before leaving the page). */
  hasUnsaved(): boolean {
    return [...this.entries.values()].some((entry) => entry.pending !== undefined);
  }

  /** For useSyncExternalStore: a number that changes with every change of state. */
  snapshot = (): number => this.version;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  dispose(): void {
    for (const entry of this.entries.values()) if (entry.timer !== undefined) this.timers.clear(entry.timer);
    this.listeners.clear();
  }

  private changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  private schedule(key: string, entry: Entry<Fields, Theirs>, ms: number): void {
    if (entry.timer !== undefined) this.timers.clear(entry.timer);
    entry.timer = this.timers.set(() => {
      entry.timer = undefined;
      this.enqueue(key);
    }, ms);
  }

  private enqueue(key: string): void {
    if (!this.waiting.includes(key)) this.waiting.push(key);
    this.pump();
  }

  private pump(): void {
    while (this.running < this.concurrency) {
      const index = this.waiting.findIndex((key) => !this.entries.get(key)?.inFlight);
      if (index < 0) return;
      const [key] = this.waiting.splice(index, 1);
      if (key !== undefined) void this.run(key);
    }
  }

  private async run(key: string): Promise<void> {
    const entry = this.entries.get(key);
    if (!entry || entry.pending === undefined || entry.state === 'conflict') return;
    const fields = entry.pending;
    const expected = entry.revision;
    entry.inFlight = true;
    this.running += 1;
    try {
      const outcome = await this.options.save(key, fields, expected);
      entry.revision = outcome.revision;
      entry.attempt = 0;
      entry.keepMine = false;
      // Edits made while this save was in flight stay pending and go next, on the new revision.
      if (entry.pending === fields) {
        entry.pending = undefined;
        entry.state = 'saved';
      } else if (entry.timer === undefined) {
        this.schedule(key, entry, 0);
      }
      this.options.onSaved?.(key, outcome.saved);
    } catch (thrown) {
      const error = toAppError(thrown);
      const conflict = await this.options.conflictOf(error);
      if (conflict && entry.keepMine && conflict.revision !== expected) {
        // Saved again by someone between the choice and this save: mine goes over the latest.
        entry.revision = conflict.revision;
        this.schedule(key, entry, 0);
      } else if (conflict) {
        entry.state = 'conflict';
        entry.conflict = conflict;
      } else if (retryable.has(error.code)) {
        entry.state = 'offline';
        this.schedule(key, entry, retryDelay(entry.attempt));
        entry.attempt += 1;
      } else {
        entry.state = 'error';
        entry.error = error;
      }
    } finally {
      entry.inFlight = false;
      this.running -= 1;
      this.changed();
      this.pump();
    }
  }
}
