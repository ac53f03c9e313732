// Name search that works with cursor pagination on Firestore.
//
// Firestore has no "contains" operator, and filtering in memory breaks page sizes, cursors and
// totals. So each searchable document stores `searchTokens`: every prefix (up to
// SEARCH_TOKEN_MAX characters) of the normalised name starting at each word start (up to
// SEARCH_MAX_WORD_STARTS words). A search is then one `array-contains` on the normalised
// query, which combines with equality filters, ordering and cursors.
//
// Trade-off: a search matches from the start of any word ("cons" and "northwind cons" find
// "Northwind Consulting"), not from the middle of a word ("wind" does not), and queries are
// at most SEARCH_TOKEN_MAX characters. A document stores at most
// SEARCH_MAX_WORD_STARTS × SEARCH_TOKEN_MAX tokens (typically a few dozen).

import { uniquenessKey } from '../text/index.ts';

export const SEARCH_TOKEN_MAX = 40;
export const SEARCH_MAX_WORD_STARTS = 8;

/** Lower-cased, Unicode-normalised (NFKC), default-ignorable characters dropped, whitespace collapsed and trimmed. */
export function normaliseText(text: string): string {
  return uniquenessKey(text);
}

/** The key two names are compared by for uniqueness ("Acme  Ltd", "acme ltd" and "Ac\u200Bme Ltd" are equal). */
export function nameKey(name: string): string {
  return normaliseText(name);
}

const wordChar = /[\p{L}\p{N}]/u;

/** The tokens stored with a document so that `searchQueryToken(q)` finds it. */
export function searchTokens(name: string): string[] {
  const text = normaliseText(name);
  const tokens = new Set<string>();
  let starts = 0;
  for (let i = 0; i < text.length && starts < SEARCH_MAX_WORD_STARTS; i += 1) {
    const isStart = wordChar.test(text[i] ?? '') && (i === 0 || !wordChar.test(text[i - 1] ?? ''));
    if (!isStart) continue;
    starts += 1;
    const rest = text.slice(i, i + SEARCH_TOKEN_MAX);
    for (let end = 1; end <= rest.length; end += 1) {
      const token = rest.slice(0, end).trimEnd();
      if (token) tokens.add(token);
    }
  }
  return [...tokens];
}

/** The token a search query looks for; `null` when the query is empty after normalising. */
export function searchQueryToken(query: string): string | null {
  const token = normaliseText(query).slice(0, SEARCH_TOKEN_MAX).trimEnd();
  return token === '' ? null : token;
}

/** Whether `name` matches `query` under the token rules (the in-memory twin of the query). */
export function matchesSearch(name: string, query: string): boolean {
  const token = searchQueryToken(query);
  return token === null || searchTokens(name).includes(token);
}
