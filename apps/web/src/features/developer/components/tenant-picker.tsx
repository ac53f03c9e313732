import { m } from '@assay/messages';
import { API_KEY_TENANTS_MAX } from '@assay/domain/apikeys';
import { Checkbox, LoadingState, Stack, Tag, TextField } from '@assay/ui';
import { useDeferredValue, useState } from 'react';
import { useTenantSearch } from '../api/tenant-search.ts';
import * as styles from './tenant-picker.css.ts';

export interface PickedTenant {
  id: string;
  name: string;
}

/** Pick the tenants a key is restricted to: search the organisation's tenants, tick them; the picked ones stay listed as removable tags. */
export function TenantPicker({
  value,
  onChange,
  error,
}: {
  value: readonly PickedTenant[];
  onChange: (next: PickedTenant[]) => void;
  error?: string | undefined;
}) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const tenants = useTenantSearch(deferred);
  const picked = new Set(value.map((tenant) => tenant.id));
  const full = value.length >= API_KEY_TENANTS_MAX;

  function toggle(tenant: PickedTenant, checked: boolean) {
    onChange(
      checked
        ? [...value, { id: tenant.id, name: tenant.name }]
        : value.filter((item) => item.id !== tenant.id),
    );
  }

  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? 'tenant-picker-error' : undefined}>
      <legend className={styles.legend}>{m.dev_tenants_legend()}</legend>
      <Stack gap="sm">
        {value.length > 0 && (
          <ul aria-label={m.dev_picked()} className={styles.picked}>
            {value.map((tenant) => (
              <li key={tenant.id}>
                <Tag
                  onRemove={() => toggle(tenant, false)}
                  removeLabel={m.common_remove_name({ name: tenant.name })}
                >
                  {tenant.name}
                </Tag>
              </li>
            ))}
          </ul>
        )}
        <TextField label={m.dev_find_tenant()} icon="search" value={search} onValueChange={setSearch} />
        {tenants.isPending ? (
          <LoadingState label={m.dev_loading_tenants()} lines={2} />
        ) : (
          <div className={styles.results}>
            <Stack gap="xs">
              {(tenants.data?.items ?? []).map((tenant) => (
                <Checkbox
                  key={tenant.id}
                  label={tenant.name}
                  checked={picked.has(tenant.id)}
                  disabled={full && !picked.has(tenant.id)}
                  onCheckedChange={(checked) => toggle(tenant, checked)}
                />
              ))}
              {tenants.data?.items.length === 0 && <p>{m.dev_no_tenant_matches()}</p>}
            </Stack>
          </div>
        )}
        {error && (
          <p id="tenant-picker-error" role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </Stack>
    </fieldset>
  );
}
