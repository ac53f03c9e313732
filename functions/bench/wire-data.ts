// `pnpm bench guard`: what the callable guard (core/wire-data.ts) adds to every call — its walk
// of the request's `data` before firebase-functions decodes it — for typical inputs and for the
// largest valid one (a 5,000-control baseline), beside the zod parse the pipeline runs anyway.
// In this process, no network. Prints figures, asserts nothing.
import { contracts } from '@assay/domain/contracts';
import { syntheticVersion } from '../test/support/synthetic-baselines.ts';
import { parseInput } from '../src/core/validation.ts';
import { wireDataIssue } from '../src/core/wire-data.ts';

const big = syntheticVersion({ id: 'b1', owner: { kind: 'org', tid: 'o1' }, controls: 5_000 });
const samples = [
  { name: 'health-ping {}', contract: contracts.health.ping, data: {} },
  {
    name: 'tenants-create',
    contract: contracts.tenants.create,
    data: { name: 'Acme Ltd', kind: 'client', tags: ['eu', 'finance'] },
  },
  {
    name: 'tenants-list',
    contract: contracts.tenants.list,
    data: { pageSize: 25, sort: { field: 'name', direction: 'asc' }, filters: { tags: ['eu'] } },
  },
  {
    name: 'assessments-saveAnswer',
    contract: contracts.assessments.saveAnswer,
    data: {
      assessmentId: 'a1',
      controlRef: 'C-0001',
      expectedRevision: 3,
      answer: { status: 'partial', notes: 'Half the laptops are encrypted.' },
    },
  },
  {
    name: 'baselines-save (5,000 controls)',
    contract: contracts.baselines.save,
    data: {
      baselineId: 'b1',
      expectedRevision: 0,
      name: 'Big',
      description: '',
      domains: big.domains,
      controls: big.controls,
    },
  },
];

function percentiles(samplesMs: number[]): { p50: number; p95: number } {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}

function time(run: () => unknown, rounds: number): { p50: number; p95: number } {
  for (let i = 0; i < Math.min(50, rounds); i += 1) run();
  const took: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const t0 = performance.now();
    run();
    took.push(performance.now() - t0);
  }
  return percentiles(took);
}

const format = (ms: number) => (ms < 1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`);
console.log('Callable guard (wire-data walk before decoding), per call; the zod parse beside it for scale:');
for (const sample of samples) {
  const rounds = sample.name.includes('5,000') ? 60 : 5_000;
  if (wireDataIssue(sample.data)) throw new Error(`${sample.name}: the guard refuses the sample`);
  const guard = time(() => wireDataIssue(sample.data), rounds);
  const parse = time(() => {
    try {
      parseInput(sample.contract.input, sample.data);
    } catch {
      // Only the time counts: a sample a later rule refuses still went through the whole walk.
    }
  }, rounds);
  console.log(
    `  ${sample.name.padEnd(32)} guard p50 ${format(guard.p50).padStart(9)}  p95 ${format(guard.p95).padStart(9)}   zod parse p50 ${format(parse.p50).padStart(9)}  p95 ${format(parse.p95).padStart(9)}`,
  );
}
