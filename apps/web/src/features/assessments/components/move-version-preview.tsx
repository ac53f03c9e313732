import { m } from '@assay/messages';
import { toAppError, type CallOutput } from '@assay/client';
import type { Assessment } from '@assay/domain/assessments';
import { Banner, Button, Dialog, LoadingState, Select, Stack } from '@assay/ui';
import { useState } from 'react';
import { useMoveVersion, useVersionMovePreview } from '../api/move-version.ts';

type PublishedBaseline = CallOutput<'baselines-list'>['items'][number];
import * as styles from './workspace/workspace.css.ts';
import { formatDecimal, formatPercent } from '@assay/views/locale';

const score = (value: number | null) => (value === null ? '—' : formatDecimal(value));
const percent = (value: number | null) => (value === null ? '—' : formatPercent(value));

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
          label={m.tcompare_version()}
          value={chosen}
          onValueChange={setTarget}
          options={newer.map((b) => ({
            value: b.baseline.id,
            label: m.move_version_option({ version: b.baseline.version }),
          }))}
        />
      ) : null}
      {preview.isPending ? <LoadingState label={m.move_comparing()} /> : null}
      {preview.isError ? <Banner tone="danger" title={toAppError(preview.error).message} /> : null}
      {p ? (
        <Stack gap="sm">
          <p className={styles.prose} style={{ color: 'inherit' }}>
            {m.move_summary({
              from: p.from.version,
              to: p.to.version,
              added: p.added.length,
              removed: p.removed.length,
              changed: p.changed.length,
            })}{' '}
            {m.move_answers_carried({ count: p.answersCarried })}
            {p.answersLeftBehind > 0 ? ` ${m.move_answers_left({ count: p.answersLeftBehind })}` : ''}
          </p>
          <p className={styles.prose} style={{ color: 'inherit' }}>
            {m.move_scores({
              before: score(p.before.score),
              after: score(p.after.score),
              coverageBefore: percent(p.before.coverage),
              coverageAfter: percent(p.after.coverage),
            })}
          </p>
          <ChangeList title={m.move_added()} items={p.added.map((c) => `${c.ref} ${c.title}`)} />
          <ChangeList title={m.move_removed()} items={p.removed.map((c) => `${c.ref} ${c.title}`)} />
          <ChangeList
            title={m.move_changed()}
            items={p.changed.map((c) => `${c.ref} ${c.title} (${c.fields.join(', ')})`)}
          />
        </Stack>
      ) : null}
      {move.error ? <Banner tone="danger" title={toAppError(move.error).message} /> : null}
      <Dialog.Footer>
        <Dialog.Close asChild>
          <Button variant="outline">{m.common_cancel()}</Button>
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
          {m.move_to_version({ version: p?.to.version ?? '' })}
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
