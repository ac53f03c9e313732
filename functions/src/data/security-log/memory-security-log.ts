// In-memory SecurityLog for unit tests.
import { securityLogKey } from './security-log.ts';
import type { RefusedCall, SecurityLog } from './security-log.ts';

export interface SecurityLogEntry {
  day: string;
  uid: string;
  callable: string;
  code: string;
  count: number;
  lastAt: string;
}

export function memorySecurityLog(): SecurityLog & { entries(): SecurityLogEntry[] } {
  const entries = new Map<string, SecurityLogEntry>();
  return {
    record(call: RefusedCall) {
      const { id, day } = securityLogKey(call);
      const previous = entries.get(id);
      entries.set(id, {
        day,
        uid: call.uid,
        callable: call.callable,
        code: call.code,
        count: (previous?.count ?? 0) + 1,
        lastAt: call.at.toISOString(),
      });
      return Promise.resolve();
    },
    entries: () => [...entries.values()],
  };
}
