import { describe, expect, it } from 'vitest';
import { makeDocument } from './document.ts';
import { CURRENT, History } from './history.ts';

const version = (n: number) =>
  makeDocument('projects/p/databases/d', 'c/x', { n: { integerValue: String(n) } }, 1, n);

describe('History', () => {
  it('answers the version at a time, or CURRENT when nothing changed since', () => {
    const history = new History();
    history.record('c', 'x', undefined, 10); // created at 10
    history.record('c', 'x', version(10), 20); // replaced at 20
    expect(history.versionAt('c', 'x', 5)).toBeUndefined();
    expect((history.versionAt('c', 'x', 15) as { updateTime: number }).updateTime).toBe(10);
    expect(history.versionAt('c', 'x', 25)).toBe(CURRENT);
    expect([...history.changedAfter('c', 15).keys()]).toEqual(['x']);
    expect(history.changedAfter('c', 25).size).toBe(0);
  });

  it('prunes by count and age and moves the horizon', () => {
    const history = new History(1000, 3);
    for (let at = 1; at <= 5; at++) history.record('c', `d${at}`, undefined, at);
    expect(history.horizon).toBe(2);
    history.record('c', 'late', undefined, 5000);
    expect(history.horizon).toBe(5);
    expect([...history.collectionPaths()]).toEqual(['c']);
  });

  it('lists each document changed after a time once, and none at or before it', () => {
    const history = new History();
    history.record('c', 'x', undefined, 10);
    history.record('c/x/s', 'y', undefined, 20);
    history.record('c', 'x', version(10), 30);
    const after = (at: number) =>
      history
        .changedDocumentsAfter(at)
        .map(({ collection, id }) => `${collection}/${id}`)
        .sort();
    expect([after(5), after(10), after(20), after(30)]).toEqual([
      ['c/x', 'c/x/s/y'],
      ['c/x', 'c/x/s/y'],
      ['c/x'],
      [],
    ]);
  });
});
