// Callables under concurrent load on the emulators: `health-ping` (the baseline: no auth, no
// Firestore), `org-get`, `tenants-list`, `dashboard-get` and `compare-get` as signed-in demo users, at 1, 10 and 50 clients.
// Each client calls in a loop until the round's calls are done; prints p50/p95/p99, errors,
// throughput and each callable's p50 ratio to ping. Runs inside with-emulators after the seed,
// on a freshly started Functions emulator: the first round is 50 clients against workers that
// have not started yet (the cold start), then 1, 10 and 50 warm. Prints figures, asserts nothing.
import { idToken } from './callables.ts';
import { functionsOrigin } from './env.ts';

interface Target {
  name: string;
  data: unknown;
  /** Demo account whose ID token is sent; none for public callables. */
  as?: string;
}

const targets: Target[] = [
  { name: 'health-ping', data: {} },
  { name: 'org-get', data: {}, as: 'owner@demo.assay.test' },
  { name: 'tenants-list', data: { pageSize: 25 }, as: 'owner@demo.assay.test' },
  // The portfolio dashboard and Explore's comparison: summary documents only (issue 11).
  { name: 'dashboard-get', data: {}, as: 'owner@demo.assay.test' },
  { name: 'compare-get', data: {}, as: 'owner@demo.assay.test' },
];
const CLIENTS = [1, 10, 50];
/** Calls per client count: enough for a stable p99 without making the bench long. */
const callsAt = (clients: number) => Math.max(100, clients * 8);

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  calls: number;
  perSecond: number;
  firstError?: string;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function callOnce(target: Target, token: string | undefined): Promise<{ ms: number; error?: string }> {
  const t0 = performance.now();
  try {
    const response = await fetch(`${functionsOrigin}/${target.name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ data: target.data }),
    });
    const text = await response.text();
    const ms = performance.now() - t0;
    if (!response.ok) return { ms, error: `${response.status} ${text.slice(0, 160)}` };
    const body = JSON.parse(text) as { result?: unknown };
    return body.result === undefined ? { ms, error: `no result: ${text.slice(0, 160)}` } : { ms };
  } catch (error) {
    return { ms: performance.now() - t0, error: String(error) };
  }
}

async function load(target: Target, token: string | undefined, clients: number): Promise<Figures> {
  const total = callsAt(clients);
  let issued = 0;
  const times: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (issued < total) {
        issued += 1;
        const result = await callOnce(target, token);
        times.push(result.ms);
        if (result.error) {
          errors += 1;
          firstError ??= result.error;
        }
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors,
    calls: total,
    perSecond: total / seconds,
    firstError,
  };
}

const tokens = new Map<string, string>();
for (const target of targets)
  if (target.as && !tokens.has(target.as)) tokens.set(target.as, await idToken(target.as));
const tokenOf = (target: Target) => (target.as ? tokens.get(target.as) : undefined);

interface Row {
  round: string;
  target: string;
  clients: number;
  f: Figures;
}
const rows: Row[] = [];
// Cold: 50 clients on each callable before any of its workers has started (workers are per function).
for (const target of targets)
  rows.push({ round: 'cold', target: target.name, clients: 50, f: await load(target, tokenOf(target), 50) });
for (const clients of CLIENTS) {
  for (const target of targets)
    rows.push({
      round: 'warm',
      target: target.name,
      clients,
      f: await load(target, tokenOf(target), clients),
    });
}

const ms = (n: number) => n.toFixed(0).padStart(6);
console.log('\nCallables on the emulators; ratio = p50 / health-ping p50 in the same round');
console.log('round  callable        clients  calls  p50 ms  p95 ms  p99 ms  errors  calls/s  ratio');
for (const row of rows) {
  const ping = rows.find(
    (r) => r.round === row.round && r.target === 'health-ping' && r.clients === row.clients,
  );
  const ratio = ping ? row.f.p50 / ping.f.p50 : Number.NaN;
  console.log(
    `${row.round.padEnd(6)} ${row.target.padEnd(15)} ${String(row.clients).padStart(7)} ${String(row.f.calls).padStart(6)} ${ms(row.f.p50)}  ${ms(row.f.p95)}  ${ms(row.f.p99)}  ${String(row.f.errors).padStart(6)}  ${row.f.perSecond.toFixed(0).padStart(7)}  ${ratio.toFixed(2).padStart(5)}`,
  );
}
for (const row of rows)
  if (row.f.firstError)
    console.log(`  first error of ${row.target} (${row.round}, ${row.clients} clients): ${row.f.firstError}`);
console.log('Goals: 0 errors at 50 clients from cold, ≥ 150 calls/s, every callable ≤ 1.3× ping.');
