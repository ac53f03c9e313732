import { toAppError, type CallOutput } from '@assay/client';
import type { Assessment } from '@assay/domain/assessments';
import { Banner, Button, Dialog, LoadingState, Select, Stack } from '@assay/ui';
import { useState } from 'react';
import { useMoveVersion, useVersionMovePreview } from '../api/move-version.ts';

type PublishedBaseline = CallOutput<'baselines-list'>['items'][number];
import * as styles from './workspace/workspace.css.ts';
import { formatDecimal } from '@assay/views/locale';

const score = (value: number | null) => (value === null ? '—' : formatDecimal(value));

/** The move dialog's body, mounted while it is open: pick the version, see what changes, confirm. */
export function MoveVersionPreview({
  assessment,
  newer,
  onMoved,
}: {
  assessment: Assessment;
  newer: readonly PublishedBaseline[];
  onMoved: () => void;
}) {
  const [target, setTarget] = useState('');
  const chosen = target || newer.at(-1)?.baseline.id || '';
  const preview = useVersionMovePreview(assessment.id, chosen);
  const move = useMoveVersion(assessment);
  const p = preview.data;
  return (
    <Stack gap="md">
      {newer.length > 1 ? (
        <Select
          label="Version"
          value={chosen}
          onValueChange={setTarget}
          options={newer.map((b) => ({ value: b.baseline.id, label: `Version ${b.baseline.version}` }))}
        />
      ) : null}
      {preview.isPending ? <LoadingState label="Comparing the versions" /> : null}
      {preview.isError ? <Banner tone="danger" title={toAppError(preview.error).message} /> : null}
      {p ? (
        <Stack gap="sm">
          <p className={styles.prose} style={{ color: 'inherit' }}>
            Version {p.from.version} → {p.to.version}: <strong>{p.added.length}</strong> added,{' '}
            <strong>{p.removed.length}</strong> removed, <strong>{p.changed.length}</strong> changed.{' '}
            {p.answersCarried} answers carry over
            {p.answersLeftBehind > 0 ? `, ${p.answersLeftBehind} stay with removed controls` : ''}.
          </p>
          <p className={styles.prose} style={{ color: 'inherit' }}>
            Score <strong>{score(p.before.score)}</strong> → <strong>{score(p.after.score)}</strong>; coverage{' '}
            {score(p.before.coverage)}% → {score(p.after.coverage)}%.
          </p>
          <ChangeList title="Added" items={p.added.map((c) => `${c.ref} ${c.title}`)} />
          <ChangeList title="Removed" items={p.removed.map((c) => `${c.ref} ${c.title}`)} />
          <ChangeList
            title="Changed"
            items={p.changed.map((c) => `${c.ref} ${c.title} (${c.fields.join(', ')})`)}
          />
        </Stack>
      ) : null}
      {move.error ? <Banner tone="danger" title={toAppError(move.error).message} /> : null}
      <Dialog.Footer>
        <Dialog.Close asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.Close>
        <Button
          loading={move.isPending}
          disabled={!p}
          onClick={() =>
            void move
              .mutateAsync(chosen)
              .then(onMoved)
              .catch(() => undefined)
          }
        >
          Move to version {p?.to.version ?? ''}
        </Button>
      </Dialog.Footer>
    </Stack>
  );
}

function ChangeList({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <details>
      <summary className={styles.fieldLabel} style={{ cursor: 'pointer' }}>
        {title} ({items.length})
      </summary>
      <ul className={styles.prose} style={{ maxHeight: 180, overflowY: 'auto', margin: 0 }}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </details>
  );
}
