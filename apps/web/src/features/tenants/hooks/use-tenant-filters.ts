import { tenantSortFields, tenantStatusFilters, type TenantSortField } from '@assay/domain/tenants';
import { useSearchParams } from 'react-router';
import { parseTags } from '../tags.ts';

export interface TenantFilters {
  search: string;
  status: (typeof tenantStatusFilters)[number];
  tags: string[];
  group: string;
  sort: { field: TenantSortField; direction: 'asc' | 'desc' };
}

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** The list's filters live in the URL, so a filtered view can be bookmarked and shared. */
export function useTenantFilters() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const field = params.get('sort');
  const filters: TenantFilters = {
    search: params.get('q') ?? '',
    status: isOneOf(tenantStatusFilters, status) ? status : 'active',
    tags: parseTags(params.get('tags') ?? ''),
    group: params.get('group') ?? '',
    sort: {
      field: isOneOf(tenantSortFields, field) ? field : 'name',
      direction: params.get('dir') === 'desc' ? 'desc' : 'asc',
    },
  };
  function update(next: Partial<TenantFilters>) {
    const merged = { ...filters, ...next };
    const out = new URLSearchParams();
    if (merged.search) out.set('q', merged.search);
    if (merged.status !== 'active') out.set('status', merged.status);
    if (merged.tags.length) out.set('tags', merged.tags.join(','));
    if (merged.group) out.set('group', merged.group);
    if (merged.sort.field !== 'name') out.set('sort', merged.sort.field);
    if (merged.sort.direction !== 'asc') out.set('dir', merged.sort.direction);
    setParams(out, { replace: true });
  }
  return [filters, update] as const;
}
