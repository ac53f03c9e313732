import { Timestamp } from 'firebase-admin/firestore';

/** Firestore Timestamp (or Date) → ISO string. Missing or foreign values throw: the data is corrupt. */
export function isoFrom(value: unknown, field: string): string {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  throw new Error(`Stored field ${field} is not a timestamp`);
}

export function optionalIsoFrom(value: unknown, field: string): string | undefined {
  return value === null || value === undefined ? undefined : isoFrom(value, field);
}

export function timestampFromIso(iso: string): Timestamp {
  return Timestamp.fromDate(new Date(iso));
}

export function str(value: unknown, field: string): string {
  if (typeof value !== 'string') throw new Error(`Stored field ${field} is not a string`);
  return value;
}

export function optionalStr(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function num(value: unknown, fallback = 0): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}
