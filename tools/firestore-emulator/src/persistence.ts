import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import path from 'node:path';
import type { Backend } from './backend.ts';
import type { Fields } from './proto-types.ts';
import { makeDocument } from './document.ts';

// State lives in one JSON file. It is only ever replaced by writing a temp file, syncing
// it and renaming it over the old one, so a crash (even kill -9) mid-save leaves the
// previous complete file; at worst the last few seconds of writes are lost.

const FORMAT = 'assay-firestore-emulator';
const VERSION = 1;

/** [path, createTime µs, updateTime µs, fields] */
type DocumentRow = [string, number, number, Fields];

interface StateFile {
  format: typeof FORMAT;
  version: typeof VERSION;
  lastCommitTime: number;
  databases: Record<string, DocumentRow[]>;
}

// JSON cannot hold bytes, NaN, ±Infinity or -0: bytes become base64 strings and those
// doubles strings. Only `bytesValue` / `doubleValue` keys ever hold them (a user field of
// that name holds a Value object, never a string).
function replacer(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const original = this[key];
  if (key === 'bytesValue' && original instanceof Uint8Array) return Buffer.from(original).toString('base64');
  if (
    key === 'doubleValue' &&
    typeof value === 'number' &&
    (!Number.isFinite(value) || Object.is(value, -0))
  ) {
    return Object.is(value, -0) ? '-0' : String(value);
  }
  return value;
}

function reviver(key: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (key === 'bytesValue') return Buffer.from(value, 'base64');
  if (key === 'doubleValue') return Number(value);
  return value;
}

export class Persistence {
  private savedVersion = -1;
  private timer: NodeJS.Timeout | undefined;
  private saving: Promise<void> = Promise.resolve();

  constructor(
    private readonly backend: Backend,
    private readonly file: string,
    private readonly intervalMs: number,
    private readonly log: (line: string) => void,
  ) {}

  private get tempFile(): string {
    return `${this.file}.tmp`;
  }

  /** Loads the file if present. A leftover temp file is an interrupted save: discard it. */
  load(): void {
    if (existsSync(this.tempFile)) {
      this.log(`Discarding incomplete save ${this.tempFile}`);
      rmSync(this.tempFile, { force: true });
    }
    if (!existsSync(this.file)) {
      this.savedVersion = this.backend.version;
      return;
    }
    const state = JSON.parse(readFileSync(this.file, 'utf8'), reviver) as StateFile;
    if (state.format !== FORMAT || state.version !== VERSION)
      throw new Error(`${this.file} is not an emulator state file.`);
    let count = 0;
    for (const [name, rows] of Object.entries(state.databases)) {
      const database = this.backend.store.database(name);
      for (const [docPath, createTime, updateTime, fields] of rows) {
        database.put(makeDocument(name, docPath, fields, createTime, updateTime));
        count++;
      }
    }
    this.backend.clock.advanceTo(state.lastCommitTime);
    this.savedVersion = this.backend.version;
    this.log(`Loaded ${count} documents from ${this.file}`);
  }

  start(): void {
    this.timer = setInterval(() => {
      if (this.backend.version !== this.savedVersion)
        void this.save().catch((error: unknown) => this.log(`Save failed: ${String(error)}`));
    }, this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Writes the current state; saves never overlap. */
  save(): Promise<void> {
    this.saving = this.saving.catch(() => undefined).then(() => this.write());
    return this.saving;
  }

  private async write(): Promise<void> {
    const version = this.backend.version;
    const state: StateFile = {
      format: FORMAT,
      version: VERSION,
      lastCommitTime: this.backend.clock.now(),
      databases: {},
    };
    for (const [name, database] of this.backend.store.databases) {
      const rows: DocumentRow[] = [];
      for (const doc of database.documents())
        rows.push([doc.path, doc.createTime, doc.updateTime, doc.fields]);
      if (rows.length > 0) state.databases[name] = rows;
    }
    const text = JSON.stringify(state, replacer);
    mkdirSync(path.dirname(this.file), { recursive: true });
    const handle = await open(this.tempFile, 'w');
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(this.tempFile, this.file);
    this.savedVersion = version;
  }
}
