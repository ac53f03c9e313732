// The input generator the matrix relies on: id fields are found by their idOf metadata (not by
// name), optional id fields and id lists are filled too, and slots are numbered so that a test
// can mix an own parent id with a foreign child id.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCallable } from '@assay/domain/contracts';
import { idOf, idSchema } from '@assay/domain/ids';
import type { IdKind } from '@assay/domain/ids';
import { generateInput, MissingFixtureError } from './support/generate-input.ts';

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
});
