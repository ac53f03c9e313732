// The input generator the matrix relies on: id fields are found by their idOf metadata (not by
// name), optional id fields and id lists are filled too, and slots are numbered so that a test
// can mix an own parent id with a foreign child id.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCallable } from '@assay/domain/contracts';
import { idOf, idSchema } from '@assay/domain/ids';
import type { IdKind } from '@assay/domain/ids';
import { generateInput, malformedCases, MissingFixtureError } from './support/generate-input.ts';

const contractWith = (input: z.ZodType) =>
  defineCallable({
    name: 'test-op',
    access: { audience: 'member', minRole: 'viewer' },
    mutation: false,
    input,
    output: z.strictObject({}),
  });

const mixed = (kind: IdKind, slot: number) => `${slot === 0 ? 'own' : 'foreign'}-${kind}`;

describe('generateInput', () => {
  it('fills id fields by metadata whatever their name, optional ones and lists included, slot by slot', () => {
    const contract = contractWith(
      z.strictObject({
        parent: idOf('org'),
        subject: idOf('tenant').optional(),
        related: z.array(idOf('tenant')).max(5).optional(),
        note: z.string().max(10).optional(),
      }),
    );
    const { input, slots } = generateInput(contract, mixed, 'u');
    expect(input).toEqual({
      parent: 'own-org',
      subject: 'foreign-tenant',
      related: ['foreign-tenant', 'foreign-tenant'],
    });
    expect(slots).toEqual([
      { kind: 'org', path: 'parent' },
      { kind: 'tenant', path: 'subject' },
      { kind: 'tenant', path: 'related.0' },
      { kind: 'tenant', path: 'related.1' },
    ]);
  });

  it('does not take a field for an id because of its name', () => {
    const { input, slots } = generateInput(
      contractWith(z.strictObject({ tenantId: z.enum(['all', 'none']) })),
      mixed,
      'u',
    );
    expect(input).toEqual({ tenantId: 'all' });
    expect(slots).toEqual([]);
  });

  it('refuses an id field without metadata, naming what to add', () => {
    expect(() => generateInput(contractWith(z.strictObject({ owner: idSchema })), mixed, 'u')).toThrow(
      MissingFixtureError,
    );
    expect(() => generateInput(contractWith(z.strictObject({ owner: idSchema })), mixed, 'u')).toThrow(
      /idOf/,
    );
  });

  it('refuses an optional id field without metadata, also inside an optional object', () => {
    expect(() =>
      generateInput(contractWith(z.strictObject({ owner: idSchema.optional() })), mixed, 'u'),
    ).toThrow(/"owner" looks like an id/);
    expect(() =>
      generateInput(
        contractWith(z.strictObject({ filter: z.strictObject({ owner: idSchema.optional() }).optional() })),
        mixed,
        'u',
      ),
    ).toThrow(/"filter.owner" looks like an id/);
  });
});

describe('malformedCases', () => {
  const contract = contractWith(
    z.strictObject({
      tenantId: idOf('tenant'),
      answer: z.strictObject({
        status: z.enum(['met', 'not_met']),
        note: z.string().min(2).max(5),
      }),
      refs: z.array(z.string().max(3)).min(1).max(2),
      count: z.number().int().min(1).max(9),
      comment: z.string().optional(),
    }),
  );
  const valid = { tenantId: 't1', answer: { status: 'met', note: 'ok!' }, refs: ['r1'], count: 3 };
  const cases = malformedCases(contract, valid);
  const byLabel = new Map(cases.map((badCase) => [badCase.label, badCase]));

  it('breaks nested fields one at a time, naming each by its dotted path', () => {
    expect(byLabel.get('answer.note under 2 characters')).toEqual({
      label: 'answer.note under 2 characters',
      data: { ...valid, answer: { status: 'met', note: 'x' } },
      field: 'answer.note',
    });
    expect(byLabel.get('answer.status missing')?.data).toEqual({ ...valid, answer: { note: 'ok!' } });
    expect(byLabel.get('answer.unexpectedField (an unknown field)')?.data).toEqual({
      ...valid,
      answer: { ...valid.answer, unexpectedField: 'x' },
    });
    expect(byLabel.get('refs.0 over 3 characters')).toMatchObject({
      data: { ...valid, refs: ['xxxx'] },
      field: 'refs.0',
    });
    // The valid input is left as it was.
    expect(valid).toEqual({ tenantId: 't1', answer: { status: 'met', note: 'ok!' }, refs: ['r1'], count: 3 });
  });

  it('tries ids off their pattern, too few items, values below the minimum and not whole', () => {
    expect(cases.filter((badCase) => badCase.field === 'tenantId').map((badCase) => badCase.data)).toEqual(
      expect.arrayContaining([
        { ...valid, tenantId: 'a/b' },
        { ...valid, tenantId: '__x__' },
        { ...valid, tenantId: '' },
      ]),
    );
    expect(byLabel.get('refs with 0 items')?.data).toEqual({ ...valid, refs: [] });
    expect(byLabel.get('refs with 3 items')?.data).toEqual({ ...valid, refs: ['r1', 'r1', 'r1'] });
    expect(byLabel.get('count below 1')?.data).toEqual({ ...valid, count: 0 });
    expect(byLabel.get('count not a whole number')?.data).toEqual({ ...valid, count: 3.5 });
  });

  it('makes only cases the contract refuses, each at the field it names', () => {
    for (const badCase of cases.filter((candidate) => candidate.field !== '')) {
      const parsed = contract.input.safeParse(badCase.data);
      expect(parsed.success, badCase.label).toBe(false);
    }
    expect(contract.input.safeParse(valid).success).toBe(true);
  });
});
