import { describe, expect, it } from 'vitest';
import { snippet, splitMatches, termPattern } from './highlight.ts';

describe('highlighting', () => {
  it('marks words that start with a matched term, whatever their case', () => {
    expect(splitMatches('Backups and backup restores', termPattern(['backup']))).toEqual([
      { text: 'Backup', match: true },
      { text: 's and ', match: false },
      { text: 'backup', match: true },
      { text: ' restores', match: false },
    ]);
  });

  it('does not mark a term inside a word', () => {
    expect(splitMatches('Cannot setup', termPattern(['up']))).toEqual([
      { text: 'Cannot setup', match: false },
    ]);
  });

  it('marks a reference clause with its punctuation', () => {
    expect(splitMatches('ISO27001:2022 A.5.15', termPattern(['a.5.15']))).toEqual([
      { text: 'ISO27001:2022 ', match: false },
      { text: 'A.5.15', match: true },
    ]);
  });

  it('cuts a long text around its first match', () => {
    const text = `${'filler '.repeat(60)}the restore is tested ${'more '.repeat(60)}`;
    const cut = snippet(text, termPattern(['restore']), 100);
    expect(cut.startsWith('…')).toBe(true);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).toContain('restore');
  });
});
