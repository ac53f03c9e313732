import { describe, expect, it } from 'vitest';
import { sortRows } from './sort-rows';

const words = [
  { name: 'Oso' },
  { name: 'Ñu' },
  { name: 'Nube' },
  { name: 'Tenant 10' },
  { name: 'Tenant 2' },
];
const byName = (locale: string) =>
  sortRows(words, { id: 'name', direction: 'asc' }, { name: (w) => w.name }, locale).map((w) => w.name);

describe('sortRows', () => {
  it("sorts text in the page language's collation", () => {
    expect(byName('es')).toEqual(['Nube', 'Ñu', 'Oso', 'Tenant 2', 'Tenant 10']);
    expect(byName('en-GB')).toEqual(['Ñu', 'Nube', 'Oso', 'Tenant 2', 'Tenant 10']);
  });
});
