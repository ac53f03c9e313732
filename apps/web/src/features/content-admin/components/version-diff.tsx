import { m } from '@assay/messages';
import { toAppError } from '@assay/client';
import {
  diffBaselineVersions,
  diffedControlFields,
  parseTranslatedFieldKey,
  type BaselineSummary,
  type DiffedControlField,
  type FieldChange,
} from '@assay/domain/baselines';
import { localeNames } from '@assay/domain/locales';
import { Badge, Card, EmptyState, ErrorState, LoadingState, Select, Stack } from '@assay/ui';
import { useState } from 'react';
import { useBaseline } from '../api/get-baseline.ts';
import * as styles from './version-diff.css.ts';
import { formatNumber } from '@assay/views/locale';

const fieldLabels: Record<DiffedControlField | 'name', () => string> = {
  title: m.common_title,
  description: m.common_description,
  guidance: m.content_admin_field_guidance,
  domain: m.common_domain,
  weight: m.content_admin_field_weight,
  effort: m.content_admin_field_effort,
  references: m.content_admin_field_references,
  tags: m.common_tags,
  name: m.common_name,
};
/** `title@de` → "Title (Deutsch)". */
const fieldLabel = (field: string) => {
  const translated = parseTranslatedFieldKey(field, [...diffedControlFields, 'name' as const]);
  return translated
    ? m.content_admin_field_translated({
        field: fieldLabels[translated.field](),
        language: localeNames[translated.locale],
      })
    : fieldLabels[field as DiffedControlField]();
};
const show = (value: FieldChange['before']) =>
  Array.isArray(value) ? value.join('; ') || '—' : String(value) || '—';

/** One control's (or domain's) changed fields, before and after. */
function FieldChanges({
  label,
  changes,
}: {
  label: string;
  changes: readonly { field: string; before: FieldChange['before']; after: FieldChange['after'] }[];
}) {
  return (
    <div className={styles.changed}>
      <span className={styles.ref}>{label}</span>
      <dl className={styles.fields}>
        {changes.map((field) => (
          <div key={field.field} className={styles.field}>
            <dt>{fieldLabel(field.field)}</dt>
            <dd>
              <del className={styles.before}>{show(field.before)}</del>
              <ins className={styles.after}>{show(field.after)}</ins>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Two versions of a baseline side by side: controls added, removed and changed field by field. */
export function VersionDiff({ versions }: { versions: readonly BaselineSummary[] }) {
  const [from, setFrom] = useState(versions[1]?.baseline.id ?? versions[0]?.baseline.id ?? '');
  const [to, setTo] = useState(versions[0]?.baseline.id ?? '');
  const before = useBaseline(from);
  const after = useBaseline(to);
  const options = versions.map((item) => ({
    value: item.baseline.id,
    label: m.content_admin_version_n({ version: item.baseline.version }),
  }));

  let body;
  if (versions.length < 2)
    body = (
      <EmptyState
        icon="info"
        title={m.content_admin_only_one_version()}
        description={m.content_admin_only_one_version_description()}
        size="compact"
      />
    );
  else if (before.isError || after.isError)
    body = (
      <ErrorState
        title={m.content_admin_version_not_loaded()}
        message={toAppError(before.error ?? after.error).message}
        onRetry={() => Promise.all([before.refetch(), after.refetch()])}
      />
    );
  else if (!before.data || !after.data) body = <LoadingState label={m.content_admin_comparing()} lines={3} />;
  else {
    const diff = diffBaselineVersions(before.data, after.data);
    const none =
      diff.added.length +
        diff.removed.length +
        diff.changed.length +
        diff.domainsAdded.length +
        diff.domainsRemoved.length +
        diff.domainsChanged.length ===
      0;
    body = none ? (
      <EmptyState
        icon="check"
        title={m.content_admin_no_differences()}
        description={m.content_admin_no_differences_description()}
        size="compact"
      />
    ) : (
      <Stack gap="md">
        <p className={styles.summary} role="status">
          {m.content_admin_diff_summary({
            added: formatNumber(diff.added.length),
            removed: formatNumber(diff.removed.length),
            changed: formatNumber(diff.changed.length),
          })}
        </p>
        {diff.domainsAdded.length + diff.domainsRemoved.length + diff.domainsChanged.length > 0 ? (
          <section aria-label={m.content_admin_domains()} className={styles.group}>
            <h4 className={styles.heading}>{m.content_admin_domains()}</h4>
            <ul className={styles.list}>
              {diff.domainsAdded.map((name) => (
                <li key={`+${name}`}>
                  <Badge tone="success">{m.content_admin_added()}</Badge> {name}
                </li>
              ))}
              {diff.domainsRemoved.map((name) => (
                <li key={`-${name}`}>
                  <Badge tone="danger">{m.content_admin_removed()}</Badge> {name}
                </li>
              ))}
            </ul>
            {diff.domainsChanged.map(({ name, changes }) => (
              <FieldChanges key={name} label={name} changes={changes} />
            ))}
          </section>
        ) : null}
        {diff.added.length > 0 ? (
          <section aria-label={m.content_admin_added_controls()} className={styles.group}>
            <h4 className={styles.heading}>{m.content_admin_added()}</h4>
            <ul className={styles.list}>
              {diff.added.map((control) => (
                <li key={control.ref}>
                  <span className={styles.ref}>{control.ref}</span> {control.title}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {diff.removed.length > 0 ? (
          <section aria-label={m.content_admin_removed_controls()} className={styles.group}>
            <h4 className={styles.heading}>{m.content_admin_removed()}</h4>
            <ul className={styles.list}>
              {diff.removed.map((control) => (
                <li key={control.ref}>
                  <span className={styles.ref}>{control.ref}</span> <s>{control.title}</s>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {diff.changed.length > 0 ? (
          <section aria-label={m.content_admin_changed_controls()} className={styles.group}>
            <h4 className={styles.heading}>{m.content_admin_changed()}</h4>
            {diff.changed.map((change) => (
              <FieldChanges key={change.ref} label={change.ref} changes={change.changes} />
            ))}
          </section>
        ) : null}
      </Stack>
    );
  }
  return (
    <Card title={m.content_admin_compare()} description={m.content_admin_compare_description()}>
      <Stack gap="md">
        {versions.length >= 2 ? (
          <div className={styles.pickers}>
            <Select
              label={m.content_admin_from()}
              size="sm"
              value={from}
              onValueChange={setFrom}
              options={options}
            />
            <Select
              label={m.content_admin_to()}
              size="sm"
              value={to}
              onValueChange={setTo}
              options={options}
            />
          </div>
        ) : null}
        {body}
      </Stack>
    </Card>
  );
}
