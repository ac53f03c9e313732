// `pnpm bench answers` (second part): latency of assessments-saveAnswer on the emulators: 1 client,
// then 20 clients answering one fresh assessment at once, each its own control revision by
// revision, first with the 20 controls of one domain (the first controls of the baseline), then
// with controls spread over every domain (a team splitting the work). The summary every save
// changes is the shared part. Runs inside with-emulators after the seed. Prints figures, asserts nothing.
import { authEmulatorHost, functionsOrigin } from './env.ts';

const ROUNDS = [
  { clients: 1, savesPerClient: 40, spread: false },
  { clients: 20, savesPerClient: 10, spread: false },
  { clients: 20, savesPerClient: 10, spread: true },
];

async function idToken(email: string): Promise<string> {
  const response = await fetch(
    `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'demo-password-1', returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

async function call<T>(
  name: string,
  data: unknown,
  token: string,
): Promise<{ ms: number; result?: T; error?: string }> {
  const t0 = performance.now();
  const response = await fetch(`${functionsOrigin}/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ data }),
  });
  const text = await response.text();
  const ms = performance.now() - t0;
  if (!response.ok) return { ms, error: `${response.status} ${text.slice(0, 160)}` };
  return { ms, result: (JSON.parse(text) as { result: T }).result };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const token = await idToken('editor@demo.assay.test');
const baseline = await call<{ controls: { ref: string; domainId: string }[] }>(
  'baselines-get',
  { baselineId: 'esh-v1' },
  token,
);
const controls = baseline.result?.controls ?? [];
const refs = controls.map((control) => control.ref);
/** Refs taken from each domain in turn, so neighbouring clients answer different domains. */
const spreadRefs = (() => {
  const byDomain = new Map<string, { ref: string }[]>();
  for (const control of controls)
    byDomain.set(control.domainId, [...(byDomain.get(control.domainId) ?? []), control]);
  const queues = [...byDomain.values()];
  const out: string[] = [];
  for (let i = 0; out.length < controls.length; i += 1) {
    for (const queue of queues) {
      const control = queue[i];
      if (control) out.push(control.ref);
    }
  }
  return out;
})();
const domainsOf = (chosen: string[]) =>
  new Set(chosen.map((ref) => controls.find((control) => control.ref === ref)?.domainId)).size;
console.log(
  '\nassessments-saveAnswer on the emulators (one assessment, each client its own control; goal p95 ≤ 100 ms at 20 clients):',
);
console.log('clients  domains  saves  p50 ms  p95 ms  p99 ms  errors  saves/s');
for (const round of ROUNDS) {
  const created = await call<{ id: string }>(
    'assessments-create',
    { tenantId: 'nw-tailspin', baselineId: 'esh-v1', name: `Bench ${round.clients} clients` },
    token,
  );
  if (!created.result) throw new Error(`could not create the bench assessment: ${created.error ?? ''}`);
  const assessmentId = created.result.id;
  const times: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: round.clients }, async (_, client) => {
      const pool = round.spread ? spreadRefs : refs;
      const controlRef = pool[client % pool.length] ?? 'C-0001';
      let revision = 0;
      for (let i = 0; i < round.savesPerClient; i += 1) {
        const outcome = await call<{ answer: { revision: number } }>(
          'assessments-saveAnswer',
          {
            assessmentId,
            controlRef,
            expectedRevision: revision,
            answer: { status: i % 2 === 0 ? 'met' : 'partial', comment: `save ${i}` },
          },
          token,
        );
        times.push(outcome.ms);
        if (outcome.result) revision = outcome.result.answer.revision;
        else {
          errors += 1;
          firstError ??= outcome.error;
        }
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  times.sort((a, b) => a - b);
  const ms = (n: number) => n.toFixed(0).padStart(6);
  const domains = domainsOf((round.spread ? spreadRefs : refs).slice(0, round.clients));
  console.log(
    `${String(round.clients).padStart(7)} ${String(domains).padStart(8)} ${String(times.length).padStart(6)} ${ms(percentile(times, 50))}  ${ms(percentile(times, 95))}  ${ms(percentile(times, 99))}  ${String(errors).padStart(6)}  ${(times.length / seconds).toFixed(0).padStart(7)}`,
  );
  if (firstError) console.log(`  first error: ${firstError}`);
  await call('assessments-archive', { assessmentId }, token);
}
