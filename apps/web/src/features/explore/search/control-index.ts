import MiniSearch from 'minisearch';
import { matchesFilters, type ControlFilters, type ControlHit, type ExploreControl } from './controls.ts';

// Loaded with `import()` by useControlSearch, so MiniSearch only ships with the Controls tab.

const fields = ['ref', 'title', 'description', 'guidance', 'references'] as const;
type Field = (typeof fields)[number];

function fieldOf(entry: ExploreControl, field: string): string {
  if (field === 'key') return entry.key;
  if (field === 'references') return entry.control.references.join(' ');
  return entry.control[field as Exclude<Field, 'references'>];
}

// Words are split on spaces and punctuation but keep inner `.`, `:` and `-`, so a reference
// clause (`A.5.15`, `PR.AA-01`) or a ref (`IAM-03`) is one word that a query can match exactly;
// documents also index the parts (`PR`, `AA`, `01`) so a part alone finds them too.
const SEPARATORS = /[\s,;/()[\]{}"'‘’“”!?…–—]+/u;
const EDGE_PUNCTUATION = /^[.:-]+|[.:-]+$/g;
const MIN_WORD = 2;

export function queryWords(text: string): string[] {
  return text
    .split(SEPARATORS)
    .map((word) => word.replace(EDGE_PUNCTUATION, ''))
    .filter((word) => word.length > 0);
}

export function documentWords(text: string): string[] {
  return queryWords(text).flatMap((word) =>
    /[.:-]/.test(word) ? [word, ...word.split(/[.:-]+/).filter((part) => part.length > 0)] : [word],
  );
}

export interface ControlIndex {
  search(filters: ControlFilters): ControlHit[];
}

/**
 * A full-text index over ref, title, description, guidance and framework references. Every
 * word must match (prefix match, so results come while typing; small typos are forgiven in
 * longer words); refs and references weigh most, as that is what people cite.
 */
export function createControlIndex(entries: readonly ExploreControl[]): ControlIndex {
  const byKey = new Map(entries.map((entry) => [entry.key, entry]));
  const index = new MiniSearch<ExploreControl>({
    idField: 'key',
    fields: [...fields],
    extractField: (entry, field) => fieldOf(entry, field),
    tokenize: documentWords,
    searchOptions: {
      // One-letter words match too much to mean anything (and cost the most to expand): a
      // word counts from its second letter.
      tokenize: (text) => queryWords(text).filter((word) => word.length >= MIN_WORD),
      combineWith: 'AND',
      prefix: true,
      // Typos are forgiven in longer words, never in numbers (A.5.15 must not find A.5.16).
      fuzzy: (term) => (term.length > 4 && !/\d/.test(term) ? 0.2 : false),
      // One typo at most: two-edit expansions of long words cost the most and match noise.
      maxFuzzy: 1,
      boost: { ref: 4, references: 3, title: 2 },
    },
  });
  index.addAll(entries);

  return {
    search(filters) {
      const query = filters.query.trim();
      if (!queryWords(query).some((word) => word.length >= MIN_WORD))
        return entries
          .filter((entry) => matchesFilters(entry, filters))
          .map((entry) => ({ entry, terms: [], fields: [] }));
      const hits: ControlHit[] = [];
      for (const result of index.search(query, {
        filter: (result) => matchesFilters(byKey.get(result.id as string)!, filters),
      })) {
        const entry = byKey.get(result.id as string);
        if (entry)
          hits.push({ entry, terms: result.terms, fields: [...new Set(Object.values(result.match).flat())] });
      }
      return hits;
    },
  };
}
