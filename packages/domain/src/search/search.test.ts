import { describe, expect, it } from 'vitest';
import {
  matchesSearch,
  nameKey,
  SEARCH_MAX_WORD_STARTS,
  SEARCH_TOKEN_MAX,
  searchQueryToken,
  searchTokens,
} from './index.ts';

describe('name search', () => {
  it.each([
    ['Northwind Consulting', 'north', true],
    ['Northwind Consulting', 'NORTHWIND', true],
    ['Northwind Consulting', 'cons', true],
    ['Northwind Consulting', 'northwind  cons', true],
    ['Northwind Consulting', 'wind', false],
    ['Northwind Consulting', 'consulting x', false],
    ['Acme-Corp (EU)', 'corp', true],
    ['Acme-Corp (EU)', 'eu', true],
    ['Acme-Corp (EU)', 'acme-c', true],
    ['Café Société', 'soc', true],
    ['Café Société', 'CAFÉ', true],
    ['Anything', '', true],
    ['Anything', '   ', true],
  ])('%s matches %j: %s', (name, query, expected) => {
    expect(matchesSearch(name, query)).toBe(expected);
  });

  it('bounds the number of tokens', () => {
    const long = Array.from({ length: 30 }, (_, i) => `word${i}xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx`).join(
      ' ',
    );
    const tokens = searchTokens(long);
    expect(tokens.length).toBeLessThanOrEqual(SEARCH_MAX_WORD_STARTS * SEARCH_TOKEN_MAX);
    expect(tokens.every((t) => t.length <= SEARCH_TOKEN_MAX)).toBe(true);
  });

  it('normalises a query and truncates it to the token length', () => {
    expect(searchQueryToken('  Foo   BAR ')).toBe('foo bar');
    expect(searchQueryToken('')).toBeNull();
    expect(searchQueryToken('x'.repeat(100))).toHaveLength(SEARCH_TOKEN_MAX);
  });

  it('compares names for uniqueness ignoring case and spacing', () => {
    expect(nameKey(' Acme   LTD ')).toBe(nameKey('acme ltd'));
    expect(nameKey('Acme')).not.toBe(nameKey('Acme 2'));
  });
});
