// A tiny authoritative DNS server over UDP (node:dgram) for tests: it answers TXT questions
// from the records a test sets, NXDOMAIN for names it does not know and an empty answer for
// other types of a known name. Enough of RFC 1035 for a real resolver (node's c-ares) to ask
// it; no compression beyond pointing answers at the question, no TCP, no recursion.
import { createSocket } from 'node:dgram';

const TYPE_TXT = 16;
const CLASS_IN = 1;
const RCODE_NXDOMAIN = 3;
const RCODE_FORMERR = 1;

export interface TestDnsServer {
  /** `127.0.0.1:<port>`, as Resolver.setServers takes it. */
  address: string;
  port: number;
  /** Sets the TXT records of `name` (each record a string, or its character-strings). */
  setTxt(name: string, records: readonly (string | readonly string[])[]): void;
  /** Forgets `name` (NXDOMAIN from now on). */
  remove(name: string): void;
  /** Questions asked so far, as `name TYPE`. */
  readonly questions: string[];
  close(): Promise<void>;
}

interface Question {
  name: string;
  type: number;
  /** Byte offset just after the question (type and class included). */
  end: number;
}

function readQuestion(message: Buffer): Question | null {
  if (message.length < 12 || message.readUInt16BE(4) !== 1) return null;
  const labels: string[] = [];
  let offset = 12;
  for (;;) {
    const length = message[offset];
    if (length === undefined || length > 63) return null;
    offset += 1;
    if (length === 0) break;
    if (offset + length > message.length) return null;
    labels.push(message.toString('latin1', offset, offset + length));
    offset += length;
  }
  if (offset + 4 > message.length) return null;
  return { name: labels.join('.').toLowerCase(), type: message.readUInt16BE(offset), end: offset + 4 };
}

/** A TXT record's RDATA: each character-string as its length and bytes (at most 255 each). */
function txtData(chunks: readonly string[]): Buffer {
  const parts = chunks.flatMap((chunk) => {
    const bytes = Buffer.from(chunk, 'utf8');
    if (bytes.length > 255) throw new Error('A TXT character-string holds at most 255 bytes: split it');
    return [Buffer.from([bytes.length]), bytes];
  });
  return Buffer.concat(parts);
}

function answer(query: Buffer, question: Question, records: string[][] | undefined): Buffer {
  const header = Buffer.alloc(12);
  header.writeUInt16BE(query.readUInt16BE(0), 0);
  // QR, the query's opcode and RD, AA; RA 0; rcode.
  const flags = 0x8000 | (query.readUInt16BE(2) & 0x7900) | 0x0400 | (records ? 0 : RCODE_NXDOMAIN);
  header.writeUInt16BE(flags, 2);
  header.writeUInt16BE(1, 4);
  const answers = question.type === TYPE_TXT && records ? records : [];
  header.writeUInt16BE(answers.length, 6);
  const body = answers.map((chunks) => {
    const data = txtData(chunks);
    const fixed = Buffer.alloc(12);
    fixed.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
    fixed.writeUInt16BE(TYPE_TXT, 2);
    fixed.writeUInt16BE(CLASS_IN, 4);
    fixed.writeUInt32BE(60, 6);
    fixed.writeUInt16BE(data.length, 10);
    return Buffer.concat([fixed, data]);
  });
  return Buffer.concat([header, query.subarray(12, question.end), ...body]);
}

function formatError(query: Buffer): Buffer {
  const header = Buffer.alloc(12);
  if (query.length >= 2) header.writeUInt16BE(query.readUInt16BE(0), 0);
  header.writeUInt16BE(0x8000 | RCODE_FORMERR, 2);
  return header;
}

/** Starts the server on 127.0.0.1 (`port` 0: any free port). */
export async function startDnsServer(port = 0): Promise<TestDnsServer> {
  const zone = new Map<string, string[][]>();
  const questions: string[] = [];
  const socket = createSocket('udp4');
  socket.on('message', (message, from) => {
    const question = readQuestion(message);
    const reply = question ? answer(message, question, zone.get(question.name)) : formatError(message);
    if (question) questions.push(`${question.name} ${question.type === TYPE_TXT ? 'TXT' : question.type}`);
    socket.send(reply, from.port, from.address);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(port, '127.0.0.1', () => resolve());
  });
  const bound = socket.address().port;
  return {
    address: `127.0.0.1:${bound}`,
    port: bound,
    setTxt(name, records) {
      zone.set(
        name.toLowerCase(),
        records.map((record) => (typeof record === 'string' ? [record] : [...record])),
      );
    },
    remove(name) {
      zone.delete(name.toLowerCase());
    },
    questions,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
