import { m } from '@assay/messages';
import { efforts } from '@assay/domain/roadmap';
import { Button, Select, TextField } from '@assay/ui';
import { effortLabel } from '../library.ts';
import { emptyControlFilters, type ControlFilters } from '../search/controls.ts';
import * as styles from './control-search.css.ts';

// Select values cannot be empty; "any" stands for no filter.
const ANY = 'any';
const toSelect = (value: string) => value || ANY;
const fromSelect = (value: string) => (value === ANY ? '' : value);

interface Props {
  query: string;
  onQueryChange: (query: string) => void;
  filters: ControlFilters;
  onFiltersChange: (next: Partial<ControlFilters>) => void;
  baselines: readonly { id: string; name: string }[];
  domains: readonly string[];
  frameworks: readonly string[];
}

/** The search box and the five filters above the control list. */
export function ControlFilterBar({
  query,
  onQueryChange,
  filters,
  onFiltersChange,
  baselines,
  domains,
  frameworks,
}: Props) {
  const filtered =
    filters.baseline || filters.domain || filters.framework || filters.weight || filters.effort;
  return (
    <div className={styles.filterBar} role="search">
      <TextField
        className={styles.searchField}
        label={m.explore_search_controls()}
        type="search"
        icon="search"
        value={query}
        onValueChange={onQueryChange}
        maxLength={120}
        placeholder={m.explore_search_placeholder()}
      />
      <div className={styles.filters}>
        <Select
          label={m.common_baseline()}
          size="sm"
          value={toSelect(filters.baseline)}
          onValueChange={(value) => onFiltersChange({ baseline: fromSelect(value) })}
          options={[
            { value: ANY, label: m.common_all_baselines() },
            ...baselines.map((b) => ({ value: b.id, label: b.name })),
          ]}
        />
        <Select
          label={m.explore_domain()}
          size="sm"
          value={toSelect(filters.domain)}
          onValueChange={(value) => onFiltersChange({ domain: fromSelect(value) })}
          options={[
            { value: ANY, label: m.explore_all_domains() },
            ...domains.map((name) => ({ value: name, label: name })),
          ]}
        />
        <Select
          label={m.explore_framework()}
          size="sm"
          value={toSelect(filters.framework)}
          onValueChange={(value) => onFiltersChange({ framework: fromSelect(value) })}
          options={[
            { value: ANY, label: m.explore_all_frameworks() },
            ...frameworks.map((name) => ({ value: name, label: name })),
          ]}
        />
        <Select
          label={m.explore_weight()}
          size="sm"
          value={toSelect(filters.weight)}
          onValueChange={(value) => onFiltersChange({ weight: fromSelect(value) })}
          options={[
            { value: ANY, label: m.explore_any_weight() },
            ...['5', '4', '3', '2', '1'].map((w) => ({ value: w, label: m.workspace_weight({ weight: w }) })),
          ]}
        />
        <Select
          label={m.explore_effort()}
          size="sm"
          value={toSelect(filters.effort)}
          onValueChange={(value) =>
            onFiltersChange({ effort: fromSelect(value) as ControlFilters['effort'] })
          }
          options={[
            { value: ANY, label: m.explore_any_effort() },
            ...efforts.map((e) => ({ value: e, label: effortLabel(e) })),
          ]}
        />
        {filtered ? (
          <Button
            className={styles.clear}
            variant="ghost"
            size="sm"
            icon="close"
            onClick={() => onFiltersChange({ ...emptyControlFilters, query })}
          >
            {m.explore_clear_filters()}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
