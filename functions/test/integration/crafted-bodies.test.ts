// The outside probe's crafted callable bodies (issue 33), sent by a signed-in owner to the
// Functions emulator as raw JSON: deep nesting and the protocol's `@type` forms must answer
// invalid-argument naming the field, before any read or write (not HTTP 500 from the decoder).
// Signed-out callers and the error log: src/core/define-callable.test.ts.
import type { FieldIssue } from '@assay/domain/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { FUNCTIONS_ORIGIN, PROJECT_ID, REGION, createUser, uniqueId } from './support/emulators.ts';
import type { TestUser } from './support/emulators.ts';
import { createOrg } from './support/world.ts';
import type { TestOrg } from './support/world.ts';
import { markWrites, writesSince } from './support/writes.ts';

let owner: TestUser;
let org: TestOrg;

beforeAll(async () => {
  const tid = uniqueId('crafted');
  owner = await createUser('crafted-owner', { tid, role: 'owner' });
  org = await createOrg('Crafted', 'business', [{ user: owner, role: 'owner' }], tid);
});

/** POSTs `{"data": <rawData>}` as written (JSON.stringify would overflow on the deepest of them). */
async function postRaw(name: string, rawData: string, idToken?: string) {
  const response = await fetch(`${FUNCTIONS_ORIGIN}/${PROJECT_ID}/${REGION}/${name}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
    },
    body: `{"data":${rawData}}`,
  });
  const body = (await response.json()) as { error?: { status?: string; details?: { fields?: unknown } } };
  return { status: response.status, code: body.error?.status, fields: body.error?.details?.fields };
}

const arrays = (depth: number, leaf: string) => `${'['.repeat(depth)}${leaf}${']'.repeat(depth)}`;
const objects = (depth: number, leaf: string) => `${'{"a":'.repeat(depth)}${leaf}${'}'.repeat(depth)}`;
const zeros = (n: number) => Array.from({ length: n }, () => '0').join('.');
const as = (n: number) => Array.from({ length: n }, () => 'a').join('.');

describe('crafted callable bodies', () => {
  const cases: [string, string, string, FieldIssue][] = [
    [
      'tenants-create with name nested 10,000 arrays deep',
      'tenants-create',
      `{"name":${arrays(10_000, '"x"')}}`,
      {
        path: `name.${zeros(15)}`,
        rule: 'too-deep',
        params: { max: 16 },
        message: 'Nested deeper than 16 levels',
      },
    ],
    [
      'tenants-list with sort nested 10,000 objects deep',
      'tenants-list',
      `{"sort":${objects(10_000, '1')}}`,
      {
        path: `sort.${as(15)}`,
        rule: 'too-deep',
        params: { max: 16 },
        message: 'Nested deeper than 16 levels',
      },
    ],
    [
      'org-get with data nested 50,000 deep',
      'org-get',
      arrays(50_000, '1'),
      { path: zeros(16), rule: 'too-deep', params: { max: 16 }, message: 'Nested deeper than 16 levels' },
    ],
    [
      'org-get with an unknown @type',
      'org-get',
      '{"@type":"probe"}',
      { path: '', rule: 'typed-value', message: 'Unsupported "@type"' },
    ],
    [
      'tenants-create with name as a malformed Int64Value',
      'tenants-create',
      '{"name":{"@type":"type.googleapis.com/google.protobuf.Int64Value","value":"not-a-number"}}',
      { path: 'name', rule: 'typed-value', message: 'Not a whole number in the 64-bit form' },
    ],
    [
      'assessments-saveAnswer with a deeply nested answer',
      'assessments-saveAnswer',
      `{"assessmentId":"a1","controlRef":"C-0001","expectedRevision":0,"answer":${objects(5_000, '1')}}`,
      {
        path: `answer.${as(15)}`,
        rule: 'too-deep',
        params: { max: 16 },
        message: 'Nested deeper than 16 levels',
      },
    ],
    [
      'baselines-save with deeply nested controls',
      'baselines-save',
      `{"baselineId":"b1","controls":${arrays(5_000, '1')}}`,
      {
        path: `controls.${zeros(15)}`,
        rule: 'too-deep',
        params: { max: 16 },
        message: 'Nested deeper than 16 levels',
      },
    ],
  ];

  it.each(cases)(
    '%s: a signed-in owner gets invalid-argument naming the field, and nothing changes',
    async (_label, name, rawData, field) => {
      const mark = await markWrites();
      const answer = await postRaw(name, rawData, owner.idToken);
      expect(answer).toEqual({ status: 400, code: 'INVALID_ARGUMENT', fields: [field] });
      expect(await writesSince(mark)).toEqual([]);
    },
  );

  it.each(cases)('%s: a signed-out caller gets unauthenticated', async (_label, name, rawData) => {
    const answer = await postRaw(name, rawData);
    expect({ status: answer.status, code: answer.code }).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
  });

  it('sharing-invitation (public, token credential) with a deeply nested token answers invalid-argument', async () => {
    const answer = await postRaw(
      'sharing-invitation',
      `{"orgId":"${org.id}","tenantId":"t1","token":${arrays(10_000, '"x"')}}`,
    );
    expect(answer).toEqual({
      status: 400,
      code: 'INVALID_ARGUMENT',
      fields: [
        {
          path: `token.${zeros(15)}`,
          rule: 'too-deep',
          params: { max: 16 },
          message: 'Nested deeper than 16 levels',
        },
      ],
    });
  });
});
