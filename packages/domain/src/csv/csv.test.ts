import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { looksLikeFormula, neutraliseCell, readCsv, restoreCell, writeCsv } from './csv.ts';

describe('csv', () => {
  it.each(['=HYPERLINK("http://x","y")', '+1', '-2', '@SUM(A1)', '\tx', '\rx'])(
    'neutralises the formula cell %j',
    (cell) => {
      expect(looksLikeFormula(cell)).toBe(true);
      const written = neutraliseCell(cell);
      expect(looksLikeFormula(written)).toBe(false);
      expect(restoreCell(written)).toBe(cell);
    },
  );

  it('keeps a text that starts with an apostrophe through write and read', () => {
    expect(restoreCell(neutraliseCell("'=x"))).toBe("'=x");
    expect(restoreCell(neutraliseCell("'quoted"))).toBe("'quoted");
    expect(restoreCell("'plain")).toBe("'plain");
  });

  it('writes no cell a spreadsheet would run', () => {
    const text = writeCsv(
      ['a', 'b'],
      [
        ['=1+1', '@cmd'],
        ['-x', 'fine'],
      ],
    );
    const table = readCsv(text, { maxRows: 10 });
    for (const row of table.rows) for (const cell of row) expect(looksLikeFormula(cell)).toBe(false);
    expect(table.rows.map((row) => row.map(restoreCell))).toEqual([
      ['=1+1', '@cmd'],
      ['-x', 'fine'],
    ]);
  });

  it('reads back any table it writes', () => {
    const cell = fc.string({ unit: 'grapheme', maxLength: 30 });
    fc.assert(
      fc.property(fc.array(fc.tuple(cell, cell, cell), { minLength: 1, maxLength: 20 }), (rows) => {
        // Rows of empty cells only are blank lines, which the reader skips.
        const kept = rows.filter((row) => row.some((value) => value.trim() !== ''));
        const table = readCsv(writeCsv(['x', 'y', 'z'], kept), { maxRows: 100 });
        expect(table.header).toEqual(['x', 'y', 'z']);
        expect(table.rows.map((row) => row.map(restoreCell))).toEqual(kept);
      }),
    );
  });

  it('stops after maxRows and says more followed', () => {
    const text = ['h', ...Array.from({ length: 100_000 }, (_, i) => String(i))].join('\n');
    const table = readCsv(text, { maxRows: 5 });
    expect(table.rows).toHaveLength(5);
    expect(table.truncated).toBe(true);
  });

  it('ignores a byte-order mark before the header', () => {
    expect(readCsv('\uFEFFref,title\r\nA-1,x\r\n', { maxRows: 5 }).header).toEqual(['ref', 'title']);
  });
});
