import { efforts } from '@assay/domain/roadmap';
import { useSearchParams } from 'react-router';
import { emptyControlFilters, type ControlFilters } from '../search/controls.ts';

const params = {
  query: 'q',
  baseline: 'baseline',
  domain: 'domain',
  framework: 'framework',
  weight: 'weight',
  effort: 'effort',
} as const satisfies Record<keyof ControlFilters, string>;

function parse(search: URLSearchParams): ControlFilters {
  const effort = search.get(params.effort) ?? '';
  const weight = search.get(params.weight) ?? '';
  return {
    query: search.get(params.query) ?? '',
    baseline: search.get(params.baseline) ?? '',
    domain: search.get(params.domain) ?? '',
    framework: search.get(params.framework) ?? '',
    weight: /^[1-5]$/.test(weight) ? weight : '',
    effort: (efforts as readonly string[]).includes(effort) ? (effort as ControlFilters['effort']) : '',
  };
}

/**
 * The search and its filters live in the URL, so a search can be linked to and the back button
 * steps through filter changes. Typing replaces the entry (one history step per search, not
 * per keystroke); a filter choice adds one.
 */
export function useControlFilters() {
  const [search, setSearch] = useSearchParams();
  const filters = parse(search);
  function update(next: Partial<ControlFilters>, options: { replace?: boolean } = {}) {
    const merged = { ...filters, ...next };
    // A domain belongs to a baseline: choosing another baseline clears a domain it may not have.
    if (next.baseline !== undefined && next.baseline !== filters.baseline && next.domain === undefined)
      merged.domain = '';
    const out = new URLSearchParams();
    for (const key of Object.keys(params) as (keyof ControlFilters)[]) {
      if (merged[key] !== emptyControlFilters[key]) out.set(params[key], merged[key]);
    }
    setSearch(out, { replace: options.replace ?? false, preventScrollReset: true });
  }
  return [filters, update] as const;
}
