// Explore's tenant comparison (compare-get) over HTTP against the emulators: tenants whose
// assessments of one baseline were completed through the callables become the heatmap's rows
// and the ranking, with the portfolio median per domain (what a highlighted tenant is set
// against); drafts, other baselines and other organisations stay out.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Assessment } from '@assay/domain/assessments';
import type { Comparison } from '@assay/domain/compare';
import { callFunction, callOk, createUser, uniqueId, type TestUser } from './support/emulators.ts';
import { addPrivateBaseline, addTenant, createOrg } from './support/world.ts';

type Status = 'met' | 'partial' | 'not_met';

let editor: TestUser;
let viewer: TestUser;
let outsider: TestUser;
let baselineId: string;
let lineageId: string;
let otherLineageId: string;
const tenants: Record<'alpha' | 'beta' | 'gamma' | 'drafting' | 'elsewhere', string> = {
  alpha: '',
  beta: '',
  gamma: '',
  drafting: '',
  elsewhere: '',
};
let betaLatest: string;

/** Creates, answers C-0001… in order, submits and completes an assessment through the callables. */
async function complete(tenantId: string, baseline: string, answers: Status[]): Promise<Assessment> {
  const assessment = await callOk<Assessment>(
    'assessments-create',
    { tenantId, baselineId: baseline },
    editor.idToken,
  );
  for (const [index, status] of answers.entries()) {
    await callOk(
      'assessments-saveAnswer',
      {
        assessmentId: assessment.id,
        controlRef: `C-${String(index + 1).padStart(4, '0')}`,
        expectedRevision: 0,
        answer: { status },
      },
      editor.idToken,
    );
  }
  await callOk('assessments-submit', { assessmentId: assessment.id }, editor.idToken);
  return callOk<Assessment>('assessments-complete', { assessmentId: assessment.id }, editor.idToken);
}

const compare = (input: { lineageId?: string }, user: TestUser = viewer) =>
  callOk<Comparison>('compare-get', input, user.idToken);

beforeAll(async () => {
  const tid = uniqueId('cmp');
  const [owner, editorUser, viewerUser, outsiderUser] = await Promise.all([
    createUser('cmp-owner', { tid, role: 'owner' }),
    createUser('cmp-editor', { tid, role: 'editor' }),
    createUser('cmp-viewer', { tid, role: 'viewer' }),
    createUser('cmp-outsider', { tid: `${tid}-other`, role: 'owner' }),
  ]);
  [editor, viewer, outsider] = [editorUser, viewerUser, outsiderUser];
  const org = await createOrg(
    'Compare',
    'business',
    [
      { user: owner, role: 'owner' },
      { user: editor, role: 'editor' },
      { user: viewer, role: 'viewer' },
    ],
    tid,
  );
  await createOrg('Compare other', 'business', [{ user: outsider, role: 'owner' }], `${tid}-other`);
  // Four controls of weights 1–4, one in each of the first four of eight domains (the other four stay empty).
  const [four, two] = await Promise.all([addPrivateBaseline(org, 4), addPrivateBaseline(org, 2)]);
  baselineId = four;
  lineageId = `${four}-lineage`;
  otherLineageId = `${two}-lineage`;
  for (const key of Object.keys(tenants) as (keyof typeof tenants)[])
    tenants[key] = (await addTenant(org, `Tenant ${key}`)).id;
  await complete(tenants.alpha, four, ['met', 'met', 'met', 'met']);
  await complete(tenants.beta, four, ['not_met', 'not_met', 'not_met', 'not_met']);
  betaLatest = (await complete(tenants.beta, four, ['met', 'partial', 'not_met', 'met'])).id;
  await complete(tenants.gamma, four, ['not_met', 'not_met', 'not_met', 'not_met']);
  await callOk('assessments-create', { tenantId: tenants.drafting, baselineId: four }, editor.idToken);
  await complete(tenants.elsewhere, two, ['met', 'met']);
}, 240_000);

describe('compare-get', () => {
  it('lines up each tenant’s latest completed assessment of the baseline by domain, ranked, with the portfolio median', async () => {
    const comparison = await compare({ lineageId });
    expect(comparison.lineageId).toBe(lineageId);
    expect(comparison.baselineName).toBe('Synthetic 4');
    expect(comparison.domains.map((domain) => domain.name)).toEqual([
      'Domain 1',
      'Domain 2',
      'Domain 3',
      'Domain 4',
      'Domain 5',
      'Domain 6',
      'Domain 7',
      'Domain 8',
    ]);
    // Heatmap rows, best first: beta's second completion (1 + 0.5×2 + 0 + 4 of 10) replaced its first; the draft is not there.
    expect(
      comparison.tenants.map((tenant) => [tenant.tenantName, tenant.score, tenant.domainScores]),
    ).toEqual([
      ['Tenant alpha', 100, [100, 100, 100, 100, null, null, null, null]],
      ['Tenant beta', 60, [100, 50, 0, 100, null, null, null, null]],
      ['Tenant gamma', 0, [0, 0, 0, 0, null, null, null, null]],
    ]);
    const beta = comparison.tenants[1];
    expect(beta).toMatchObject({
      tenantId: tenants.beta,
      assessmentId: betaLatest,
      baselineId,
      version: 1,
      coverage: 100,
    });
    // What a highlighted tenant is set against: beta is at the median overall, 50 under it in Domain 1.
    expect(comparison.median).toEqual({ score: 60, domainScores: [100, 50, 0, 100, null, null, null, null] });
    expect(comparison.baselines).toEqual(
      expect.arrayContaining([
        { lineageId, baselineName: 'Synthetic 4', tenants: 3 },
        { lineageId: otherLineageId, baselineName: 'Synthetic 2', tenants: 1 },
      ]),
    );
    expect(comparison.baselines).toHaveLength(2);
  });

  it('compares the baseline completed by the most tenants when none is asked for', async () => {
    const comparison = await compare({});
    // Synthetic 4 (three tenants) before Synthetic 2 (one).
    expect(comparison.lineageId).toBe(lineageId);
    expect(comparison.tenants.map((tenant) => tenant.tenantId)).toEqual([
      tenants.alpha,
      tenants.beta,
      tenants.gamma,
    ]);
    const other = await compare({ lineageId: otherLineageId });
    expect(
      other.tenants.map((tenant) => [tenant.tenantId, tenant.score, tenant.domainScores.slice(0, 2)]),
    ).toEqual([[tenants.elsewhere, 100, [100, 100]]]);
  });

  it('is empty for a baseline nobody completed or that does not exist, and for another organisation', async () => {
    const unknown = await compare({ lineageId: 'no-such-lineage' });
    expect(unknown).toMatchObject({
      lineageId: 'no-such-lineage',
      baselineName: '',
      domains: [],
      tenants: [],
      median: { score: null, domainScores: [] },
    });
    expect(unknown.baselines).toHaveLength(2);
    // Another organisation's member asking for this lineage learns nothing of it.
    expect(await compare({ lineageId }, outsider)).toEqual({
      baselines: [],
      lineageId,
      baselineName: '',
      domains: [],
      tenants: [],
      median: { score: null, domainScores: [] },
    });
    expect(await compare({}, outsider)).toEqual({
      baselines: [],
      lineageId: null,
      baselineName: '',
      domains: [],
      tenants: [],
      median: { score: null, domainScores: [] },
    });
  });

  it('refuses a malformed baseline id, naming the field, and a caller who is signed out', async () => {
    const bad = await callFunction('compare-get', { lineageId: '../tenants' }, viewer.idToken);
    expect(bad).toMatchObject({ ok: false, code: 'invalid-argument' });
    expect(JSON.stringify(bad.ok ? null : bad.details)).toContain('lineageId');
    expect(await callFunction('compare-get', {})).toMatchObject({ ok: false, code: 'unauthenticated' });
  });
});
