import { describe, expect, it } from 'vitest';
import { scopedKeys } from './keys.ts';

describe('scopedKeys', () => {
  const keys = scopedKeys('org-1');

  it('keys a query by its contract and input, under the contract area and the organisation', () => {
    expect(keys.of('roadmap-list', { tenantId: 't1' })).toEqual([
      'org',
      'org-1',
      'roadmap',
      'roadmap-list',
      { tenantId: 't1' },
    ]);
  });

  it('puts every input of a contract under ofAll, every contract of an area under area, all under all', () => {
    const query = keys.of('roadmap-history', { itemId: 'i1' });
    expect(query.slice(0, 4)).toEqual(keys.ofAll('roadmap-history'));
    expect(query.slice(0, 3)).toEqual(keys.area('roadmap'));
    expect(query.slice(0, 2)).toEqual(keys.all);
    expect(keys.of('dashboard-get', {}).slice(0, 3)).not.toEqual(keys.area('roadmap'));
  });
});
