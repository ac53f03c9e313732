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

const fieldLabels: Record<DiffedControlField | 'name', string> = {
  title: 'Title',
  description: 'Description',
  guidance: 'Guidance',
  domain: 'Domain',
  weight: 'Weight',
  effort: 'Effort',
  references: 'References',
  tags: 'Tags',
  name: 'Name',
};
/** `title@de` → "Title (Deutsch)". */
const fieldLabel = (field: string) => {
  const translated = parseTranslatedFieldKey(field, [...diffedControlFields, 'name' as const]);
  return translated
    ? `${fieldLabels[translated.field]} (${localeNames[translated.locale]})`
    : fieldLabels[field as DiffedControlField];
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
    label: `Version ${item.baseline.version}`,
  }));

  let body;
  if (versions.length < 2)
    body = (
      <EmptyState
        icon="info"
        title="Only one version so far"
        description="Publish this version and start a new one to compare them."
        size="compact"
      />
    );
  else if (before.isError || after.isError)
    body = (
      <ErrorState
        title="A version could not be loaded"
        message={toAppError(before.error ?? after.error).message}
        onRetry={() => Promise.all([before.refetch(), after.refetch()])}
      />
    );
  else if (!before.data || !after.data) body = <LoadingState label="Comparing versions" lines={3} />;
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
        title="No differences"
        description="These versions have the same domains and controls."
        size="compact"
      />
    ) : (
      <Stack gap="md">
        <p className={styles.summary} role="status">
          {diff.added.length} added · {diff.removed.length} removed · {diff.changed.length} changed
        </p>
        {diff.domainsAdded.length + diff.domainsRemoved.length + diff.domainsChanged.length > 0 ? (
          <section aria-label="Domains" className={styles.group}>
            <h4 className={styles.heading}>Domains</h4>
            <ul className={styles.list}>
              {diff.domainsAdded.map((name) => (
                <li key={`+${name}`}>
                  <Badge tone="success">Added</Badge> {name}
                </li>
              ))}
              {diff.domainsRemoved.map((name) => (
                <li key={`-${name}`}>
                  <Badge tone="danger">Removed</Badge> {name}
                </li>
              ))}
            </ul>
            {diff.domainsChanged.map(({ name, changes }) => (
              <FieldChanges key={name} label={name} changes={changes} />
            ))}
          </section>
        ) : null}
        {diff.added.length > 0 ? (
          <section aria-label="Added controls" className={styles.group}>
            <h4 className={styles.heading}>Added</h4>
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
          <section aria-label="Removed controls" className={styles.group}>
            <h4 className={styles.heading}>Removed</h4>
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
          <section aria-label="Changed controls" className={styles.group}>
            <h4 className={styles.heading}>Changed</h4>
            {diff.changed.map((change) => (
              <FieldChanges key={change.ref} label={change.ref} changes={change.changes} />
            ))}
          </section>
        ) : null}
      </Stack>
    );
  }
  return (
    <Card title="Compare versions" description="What changed between two versions, control by control.">
      <Stack gap="md">
        {versions.length >= 2 ? (
          <div className={styles.pickers}>
            <Select label="From" size="sm" value={from} onValueChange={setFrom} options={options} />
            <Select label="To" size="sm" value={to} onValueChange={setTo} options={options} />
          </div>
        ) : null}
        {body}
      </Stack>
    </Card>
  );
}
