import { invalidArgument } from './errors.ts';
import type { Fields, Value } from './proto-types.ts';

// Field paths arrive as strings: dot-separated segments, a segment quoted in backticks
// when it is not a simple identifier (`a.b`.c), with backslash escapes inside quotes.

const parsed = new Map<string, readonly string[]>();
const CACHE_LIMIT = 10_000;

export function parseFieldPath(path: string): readonly string[] {
  const cached = parsed.get(path);
  if (cached) return cached;
  const segments: string[] = [];
  let current = '';
  let quoted = false;
  let wasQuoted = false;
  for (let i = 0; i < path.length; i++) {
    const char = path[i] as string;
    if (quoted) {
      if (char === '\\') {
        current += path[++i] ?? '';
      } else if (char === '`') {
        quoted = false;
      } else {
        current += char;
      }
    } else if (char === '`') {
      quoted = true;
      wasQuoted = true;
    } else if (char === '.') {
      if (current === '' && !wasQuoted) throw invalidArgument(`Invalid field path: ${path}`);
      segments.push(current);
      current = '';
      wasQuoted = false;
    } else {
      current += char;
    }
  }
  if (quoted || (current === '' && !wasQuoted)) throw invalidArgument(`Invalid field path: ${path}`);
  segments.push(current);
  if (parsed.size >= CACHE_LIMIT) parsed.clear();
  parsed.set(path, segments);
  return segments;
}

export function getField(fields: Fields, segments: readonly string[]): Value | undefined {
  let map: Fields | undefined = fields;
  const last = segments.length - 1;
  for (let i = 0; i < last; i++) {
    map = map[segments[i] as string]?.mapValue?.fields;
    if (!map) return undefined;
  }
  return map[segments[last] as string];
}

/**
 * Copy-on-write editing of a document's fields: the stored version is never mutated
 * (snapshots, listeners and transactions may still hold it); only the maps on an
 * edited path are copied, each at most once per edit session.
 */
export class FieldsEditor {
  readonly fields: Fields;
  private readonly owned = new WeakSet<Fields>();

  constructor(base: Fields) {
    this.fields = { ...base };
    this.owned.add(this.fields);
  }

  private ownedChild(map: Fields, key: string, create: boolean): Fields | undefined {
    const mapValue = map[key]?.mapValue;
    const existing = mapValue ? (mapValue.fields ?? {}) : undefined;
    if (existing && this.owned.has(existing)) return existing;
    // A non-map value on the path is replaced by a map when setting, left alone when deleting.
    if (!existing && !create) return undefined;
    const copy: Fields = { ...existing };
    this.owned.add(copy);
    map[key] = { mapValue: { fields: copy } };
    return copy;
  }

  set(segments: readonly string[], value: Value): void {
    let map = this.fields;
    const last = segments.length - 1;
    for (let i = 0; i < last; i++) map = this.ownedChild(map, segments[i] as string, true) as Fields;
    map[segments[last] as string] = value;
  }

  delete(segments: readonly string[]): void {
    let map: Fields | undefined = this.fields;
    const last = segments.length - 1;
    for (let i = 0; i < last && map; i++) {
      map = this.ownedChild(map, segments[i] as string, false);
    }
    if (map) delete map[segments[last] as string];
  }
}

/** A copy holding only the given field paths (projection and read masks). */
export function projectFields(fields: Fields, paths: readonly (readonly string[])[]): Fields {
  const editor = new FieldsEditor({});
  for (const segments of paths) {
    const value = getField(fields, segments);
    if (value !== undefined) editor.set(segments, value);
  }
  return editor.fields;
}
