import { describe, expect, it } from 'vitest';
import { parseTags } from './tags.ts';

describe('parseTags', () => {
  it('splits on commas, trims, lower-cases and drops empties and duplicates', () => {
    expect(parseTags(' EU, critical-supplier ,, eu ')).toEqual(['eu', 'critical-supplier']);
    expect(parseTags('')).toEqual([]);
  });
});
