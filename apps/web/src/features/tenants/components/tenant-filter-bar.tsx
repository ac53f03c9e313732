import { m } from '@assay/messages';
import { tenantStatusFilters } from '@assay/domain/tenants';
import { Inline, Select, TextField } from '@assay/ui';
import { useState } from 'react';
import type { TenantFilters } from '../hooks/use-tenant-filters.ts';
import { parseTags, tagsProblem, TAGS_TEXT_MAX } from '../tags.ts';

const statusOptionLabels = {
  active: m.tenants_filter_active,
  archived: m.tenants_filter_archived,
  all: m.common_all,
} as const;

interface Props {
  filters: TenantFilters;
  onChange: (next: Partial<TenantFilters>) => void;
}

/** Search, status, tags and group above the tenant list; bad tags are named and not sent. */
export function TenantFilterBar({ filters, onChange }: Props) {
  const [tagsText, setTagsText] = useState(filters.tags.join(', '));
  const tagError = tagsProblem(parseTags(tagsText));
  return (
    <Inline gap="md" align="flex-start" wrap>
      <TextField
        label={m.common_search()}
        type="search"
        icon="search"
        size="sm"
        value={filters.search}
        onValueChange={(search) => onChange({ search })}
        debounce={250}
        maxLength={60}
        placeholder={m.list_name_starts()}
      />
      <Select
        label={m.common_status()}
        size="sm"
        value={filters.status}
        onValueChange={(status) => onChange({ status: status as TenantFilters['status'] })}
        options={tenantStatusFilters.map((value) => ({ value, label: statusOptionLabels[value]() }))}
      />
      <TextField
        label={m.common_tags()}
        size="sm"
        value={tagsText}
        onValueChange={(text) => {
          setTagsText(text);
          const tags = parseTags(text);
          if (!tagsProblem(tags)) onChange({ tags });
        }}
        debounce={400}
        maxLength={TAGS_TEXT_MAX}
        error={tagError}
        placeholder={m.tenants_tags_placeholder()}
      />
      <TextField
        label={m.common_group()}
        size="sm"
        value={filters.group}
        onValueChange={(group) => onChange({ group: group.trim() })}
        debounce={400}
        maxLength={60}
      />
    </Inline>
  );
}
