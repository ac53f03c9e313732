// Figures for the embedded server next to @firestore-emulator/server 0.3.15, both driven
// by firebase-admin over gRPC exactly as the app does. Prints a table; asserts nothing.
// pnpm --filter @assay/firestore-emulator bench [-- <part of a scenario name>]
import { FirestoreServer } from '@firestore-emulator/server';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { createServer } from 'node:net';
import { startFirestoreEmulator } from '../src/index.ts';

process.env.METADATA_SERVER_DETECTION ??= 'none';

/** Soft budget per scenario: long enough for the embedded server, caps the slow one. */
const BUDGET_MS = 20_000;

interface Target {
  name: string;
  hostPort: string;
  stop(): Promise<void>;
}

interface Figure {
  ms: number;
  /** Why the answer was wrong, if it was. */
  wrong?: string;
  detail?: string;
  /** Set when the budget ran out: how much was done by then. */
  partial?: { done: number; total: number };
}

interface Context {
  /** The main client of a fresh project for this scenario. */
  db: Firestore;
  /** More independent clients (own app and channel) of the same project. */
  clients(count: number): Firestore[];
  expired(): boolean;
}

interface Scenario {
  name: string;
  run(context: Context): Promise<Figure>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function embedded(): Promise<Target> {
  const emulator = await startFirestoreEmulator({ port: 0 });
  return { name: 'embedded', hostPort: emulator.hostPort, stop: () => emulator.stop() };
}

async function original(): Promise<Target> {
  const port = await freePort();
  const server = new FirestoreServer();
  await server.start(port);
  return {
    name: '@firestore-emulator/server',
    hostPort: `127.0.0.1:${port}`,
    stop: () => {
      server.stop();
      return Promise.resolve();
    },
  };
}

const CONTENTION = { clients: 5, rounds: 10 };
/** The contention scenario's details per server, printed after the table. */
const contentionFigures: string[] = [];

const docId = (i: number): string => `d${String(i).padStart(5, '0')}`;

/** Seeds documents with batched commits (not timed); false if the budget ran out. */
async function seed(
  context: Context,
  collection: string,
  count: number,
  fields: (i: number) => Record<string, unknown>,
): Promise<boolean> {
  for (let start = 0; start < count; start += 500) {
    if (context.expired()) return false;
    const batch = context.db.batch();
    for (let i = start; i < Math.min(count, start + 500); i++)
      batch.set(context.db.collection(collection).doc(docId(i)), fields(i));
    await batch.commit();
  }
  return true;
}

/** Runs step(0..total-1) one after another until done or out of budget. */
async function sequential(
  context: Context,
  total: number,
  step: (i: number) => Promise<void>,
): Promise<Figure> {
  const start = performance.now();
  let done = 0;
  while (done < total && !context.expired()) await step(done++);
  const ms = performance.now() - start;
  return done === total ? { ms } : { ms, partial: { done, total } };
}

const allScenarios: Scenario[] = [
  {
    name: '5,000 sequential writes',
    run(context) {
      const col = context.db.collection('seq');
      return sequential(context, 5000, async (i) => {
        await col.doc(docId(i)).set({ i, name: `doc ${i}`, tags: ['a', 'b'] });
      });
    },
  },
  {
    name: '5,000 sequential reads',
    async run(context) {
      if (!(await seed(context, 'seq', 5000, (i) => ({ i, name: `doc ${i}` })))) {
        return { ms: NaN, wrong: 'seeding 5,000 documents did not finish in the budget' };
      }
      const col = context.db.collection('seq');
      let bad = 0;
      const figure = await sequential(context, 5000, async (i) => {
        if ((await col.doc(docId(i)).get()).get('i') !== i) bad++;
      });
      return bad ? { ...figure, wrong: `${bad} reads returned wrong data` } : figure;
    },
  },
  {
    name: '1,000 parallel writes',
    async run(context) {
      const col = context.db.collection('parallel');
      const start = performance.now();
      await Promise.all(Array.from({ length: 1000 }, (_, i) => col.doc(docId(i)).set({ i })));
      const ms = performance.now() - start;
      const count = (await col.get()).size;
      return count === 1000 ? { ms } : { ms, wrong: `${count} documents stored` };
    },
  },
  {
    name: '500-result query over 10,000 docs',
    async run(context) {
      if (!(await seed(context, 'big', 10_000, (i) => ({ i, group: i % 20 })))) {
        return { ms: NaN, wrong: 'seeding 10,000 documents did not finish in the budget' };
      }
      const col = context.db.collection('big');
      const runs = 5;
      let last: number[] = [];
      const start = performance.now();
      for (let r = 0; r < runs; r++) {
        last = (await col.where('group', '==', 7).orderBy('i', 'desc').get()).docs.map(
          (doc) => doc.get('i') as number,
        );
      }
      const ms = (performance.now() - start) / runs;
      const expected = Array.from({ length: 500 }, (_, k) => 9987 - 20 * k);
      const ok = last.length === 500 && last.every((value, k) => value === expected[k]);
      const detail = `mean of ${runs}`;
      return ok
        ? { ms, detail }
        : { ms, detail, wrong: `${last.length} results${last.length === 500 ? ' in the wrong order' : ''}` };
    },
  },
  {
    name: '10 clients × 100 tx increments',
    async run(context) {
      const ref = context.db.collection('counter').doc('c');
      await ref.set({ n: 0 });
      const instances = context.clients(10);
      let committed = 0;
      let failed = 0;
      const start = performance.now();
      await Promise.all(
        instances.map(async (client) => {
          const clientRef = client.doc(ref.path);
          for (let i = 0; i < 100 && !context.expired(); i++) {
            try {
              await client.runTransaction(async (tx) => {
                const snap = await tx.get(clientRef);
                tx.update(clientRef, { n: ((snap.get('n') as number | undefined) ?? 0) + 1 });
              });
              committed++;
            } catch {
              failed++;
            }
          }
        }),
      );
      const ms = performance.now() - start;
      const n = (await ref.get()).get('n') as number;
      const figure: Figure = { ms, detail: `final count ${n}${failed ? `, ${failed} failed` : ''}` };
      if (committed + failed < 1000) figure.partial = { done: committed + failed, total: 1000 };
      if (n !== committed) figure.wrong = `${committed} committed increments, count ${n}`;
      return figure;
    },
  },
  {
    // The outside-style contention figure: every client runs "is the slug free? then create
    // it" in a transaction, all clients on the same slug each round.
    name: `${CONTENTION.clients} clients × ${CONTENTION.rounds} rounds query-then-create (tx)`,
    async run(context) {
      const instances = context.clients(CONTENTION.clients);
      let attempts = 0;
      let transactions = 0;
      let failed = 0;
      const start = performance.now();
      let rounds = 0;
      for (; rounds < CONTENTION.rounds && !context.expired(); rounds++) {
        const slug = `s-${rounds}`;
        await Promise.all(
          instances.map(async (client) => {
            transactions++;
            try {
              await client.runTransaction(async (tx) => {
                attempts++;
                const taken = await tx.get(client.collection('slugs').where('slug', '==', slug).limit(1));
                if (taken.empty) tx.create(client.collection('slugs').doc(), { slug });
              });
            } catch {
              failed++;
            }
          }),
        );
      }
      const ms = performance.now() - start;
      const created = (await context.db.collection('slugs').get()).size;
      const duplicates = created - rounds;
      const detail = `${duplicates} duplicates, ${attempts - transactions} retries, ${failed} failed of ${transactions} transactions`;
      contentionFigures.push(detail);
      const figure: Figure = { ms, detail };
      if (rounds < CONTENTION.rounds) figure.partial = { done: rounds, total: CONTENTION.rounds };
      if (duplicates !== 0) figure.wrong = `${duplicates} duplicate slugs`;
      return figure;
    },
  },
];

// `pnpm bench -- <words>` runs only the scenarios whose name contains them.
const only = process.argv
  .slice(2)
  .filter((arg) => arg !== '--')
  .join(' ');
const scenarios = allScenarios.filter((scenario) => scenario.name.includes(only));

/** A hard stop, in case a single call never returns. */
async function withHardStop<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const stop = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer')), 2 * BUDGET_MS);
  });
  try {
    return await Promise.race([promise, stop]);
  } finally {
    clearTimeout(timer);
  }
}

async function measure(target: Target): Promise<(Figure | Error)[]> {
  const apps: App[] = [];
  const open = (projectId: string): Firestore => {
    const previous = process.env.FIRESTORE_EMULATOR_HOST;
    process.env.FIRESTORE_EMULATOR_HOST = target.hostPort;
    const app = initializeApp({ projectId }, `${target.name}-${apps.length}`);
    apps.push(app);
    const db = getFirestore(app);
    process.env.FIRESTORE_EMULATOR_HOST = previous;
    return db;
  };
  const figures: (Figure | Error)[] = [];
  for (const [index, scenario] of scenarios.entries()) {
    process.stderr.write(`${target.name}: ${scenario.name}\n`);
    // A fresh project per scenario, so one scenario's data does not slow the next.
    const projectId = `demo-bench-${index}`;
    const deadline = performance.now() + BUDGET_MS;
    const context: Context = {
      db: open(projectId),
      clients: (count) => Array.from({ length: count }, () => open(projectId)),
      expired: () => performance.now() > deadline,
    };
    try {
      figures.push(await withHardStop(scenario.run(context)));
    } catch (error) {
      figures.push(error instanceof Error ? error : new Error(String(error)));
    }
  }
  await Promise.allSettled(apps.map((app) => deleteApp(app)));
  return figures;
}

function formatMs(ms: number): string {
  return ms >= 100 ? `${ms.toFixed(0)} ms` : `${ms.toFixed(1)} ms`;
}

/** Time for the whole scenario, extrapolated when the budget ran out. */
function projected(figure: Figure): number {
  return figure.partial ? (figure.ms * figure.partial.total) / Math.max(1, figure.partial.done) : figure.ms;
}

function cell(figure: Figure | Error): string {
  if (figure instanceof Error) return `failed: ${figure.message.split('\n')[0]?.slice(0, 60) ?? ''}`;
  if (Number.isNaN(figure.ms)) return 'not measured ✗';
  const time = figure.partial
    ? `> ${formatMs(figure.ms)} (${figure.partial.done.toLocaleString('en')} of ${figure.partial.total.toLocaleString('en')})`
    : formatMs(figure.ms);
  return `${time}${figure.wrong ? ' ✗ WRONG' : ''}`;
}

function ratio(mine: Figure | Error, theirs: Figure | Error): string {
  if (mine instanceof Error || theirs instanceof Error || Number.isNaN(mine.ms) || Number.isNaN(theirs.ms))
    return '–';
  return `${theirs.partial ? '≥ ' : ''}${(projected(theirs) / projected(mine)).toFixed(1)}×`;
}

function notes(mine: Figure | Error, theirs: Figure | Error): string {
  const parts: string[] = [];
  if (!(mine instanceof Error)) {
    if (mine.detail) parts.push(mine.detail);
    if (mine.wrong) parts.push(`embedded WRONG: ${mine.wrong}`);
  }
  if (theirs instanceof Error) parts.push(`original: ${theirs.message.split('\n')[0] ?? ''}`);
  else if (theirs.wrong) parts.push(`original WRONG: ${theirs.wrong}`);
  return parts.join('; ');
}

function table(rows: string[][]): string {
  const widths = (rows[0] ?? []).map((_, c) => Math.max(...rows.map((row) => (row[c] ?? '').length)));
  const line = (row: string[]): string =>
    `| ${row.map((text, c) => text.padEnd(widths[c] ?? 0)).join(' | ')} |`;
  return [
    line(rows[0] ?? []),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.slice(1).map(line),
  ].join('\n');
}

const started = performance.now();
const results: (Figure | Error)[][] = [];
for (const factory of [embedded, original]) {
  const target = await factory();
  try {
    results.push(await measure(target));
  } finally {
    await target.stop();
  }
}

const rows = [['Scenario', 'embedded', '@firestore-emulator/server 0.3.15', 'original / embedded', 'notes']];
scenarios.forEach((scenario, i) => {
  const mine = results[0]?.[i] ?? new Error('missing');
  const theirs = results[1]?.[i] ?? new Error('missing');
  rows.push([scenario.name, cell(mine), cell(theirs), ratio(mine, theirs), notes(mine, theirs)]);
});
console.log(table(rows));
console.log(
  `\nContention, ${CONTENTION.clients} clients × ${CONTENTION.rounds} rounds of query-then-create in transactions:`,
);
['embedded', '@firestore-emulator/server 0.3.15'].forEach((name, i) => {
  const index = scenarios.findIndex((scenario) => scenario.name.includes('query-then-create'));
  if (index < 0) return;
  const figure = results[i]?.[index];
  const time = figure instanceof Error || !figure ? 'failed' : cell(figure);
  console.log(`  ${name}: ${time}; ${contentionFigures[i] ?? 'no figures'}`);
});
const seconds = ((performance.now() - started) / 1000).toFixed(0);
console.log(
  `\nTotal ${seconds} s. Each scenario runs in a fresh project with a ${BUDGET_MS / 1000} s budget; "> t (k of n)" = budget ran out, ratio extrapolated. ✗ = wrong answer.`,
);
process.exit(0);
