import type { ProtoTimestamp } from './proto-types.ts';

/**
 * Timestamps are kept as integer microseconds since the epoch (exact in a double until
 * year ~2255); Firestore itself has microsecond precision.
 */
export type Micros = number;

export function toProtoTimestamp(micros: Micros): { seconds: string; nanos: number } {
  const seconds = Math.floor(micros / 1e6);
  return { seconds: String(seconds), nanos: (micros - seconds * 1e6) * 1000 };
}

export function fromProtoTimestamp(ts: ProtoTimestamp): Micros {
  return Number(ts.seconds ?? 0) * 1e6 + Math.floor((ts.nanos ?? 0) / 1000);
}

/** Commit times: strictly increasing, so every write and snapshot has a distinct version. */
export class CommitClock {
  private last: Micros = 0;

  /** A read time: the wall clock or the latest commit time, whichever is later. */
  now(): Micros {
    const wall = Date.now() * 1000;
    // Remember it: a later commit must be strictly after any read time already handed out.
    if (wall > this.last) this.last = wall;
    return this.last;
  }

  next(): Micros {
    const wall = Date.now() * 1000;
    this.last = wall > this.last ? wall : this.last + 1;
    return this.last;
  }

  /** After a restart, never hand out a time earlier than one already persisted. */
  advanceTo(micros: Micros): void {
    if (micros > this.last) this.last = micros;
  }
}
