import { efforts } from '@assay/domain/roadmap';
import { Button, Select, TextField } from '@assay/ui';
import { effortLabels } from '../library.ts';
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
        label="Search controls"
        type="search"
        icon="search"
        value={query}
        onValueChange={onQueryChange}
        maxLength={120}
        placeholder="Ref, title, text or framework reference (e.g. A.5.15)"
      />
      <div className={styles.filters}>
        <Select
          label="Baseline"
          size="sm"
          value={toSelect(filters.baseline)}
          onValueChange={(value) => onFiltersChange({ baseline: fromSelect(value) })}
          options={[
            { value: ANY, label: 'All baselines' },
            ...baselines.map((b) => ({ value: b.id, label: b.name })),
          ]}
        />
        <Select
          label="Domain"
          size="sm"
          value={toSelect(filters.domain)}
          onValueChange={(value) => onFiltersChange({ domain: fromSelect(value) })}
          options={[
            { value: ANY, label: 'All domains' },
            ...domains.map((name) => ({ value: name, label: name })),
          ]}
        />
        <Select
          label="Framework"
          size="sm"
          value={toSelect(filters.framework)}
          onValueChange={(value) => onFiltersChange({ framework: fromSelect(value) })}
          options={[
            { value: ANY, label: 'All frameworks' },
            ...frameworks.map((name) => ({ value: name, label: name })),
          ]}
        />
        <Select
          label="Weight"
          size="sm"
          value={toSelect(filters.weight)}
          onValueChange={(value) => onFiltersChange({ weight: fromSelect(value) })}
          options={[
            { value: ANY, label: 'Any weight' },
            ...['5', '4', '3', '2', '1'].map((w) => ({ value: w, label: `Weight ${w}` })),
          ]}
        />
        <Select
          label="Effort"
          size="sm"
          value={toSelect(filters.effort)}
          onValueChange={(value) =>
            onFiltersChange({ effort: fromSelect(value) as ControlFilters['effort'] })
          }
          options={[
            { value: ANY, label: 'Any effort' },
            ...efforts.map((e) => ({ value: e, label: effortLabels[e] })),
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
            Clear filters
          </Button>
        ) : null}
      </div>
    </div>
  );
}
