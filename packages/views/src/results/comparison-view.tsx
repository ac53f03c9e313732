import type { Answer } from '@assay/domain/assessments';
import type { AssessmentSummary } from '@assay/domain/scoring';
import { Badge, Card, Stack, Stat, StatGrid, Table, type TableColumn, type Tone } from '@assay/ui';
import { useMemo, useState } from 'react';
import { formatDate, formatScore, formatSigned as signed } from '../scores/format.ts';
import {
  compareControls,
  movementOf,
  type ControlComparison,
  type Movement,
  type ResultControl,
  type ResultDomain,
} from './model.ts';
import * as styles from './results.css.ts';
import { StateBadge } from './state-badge.tsx';

export interface ComparedAssessment {
  name: string;
  /** When it was completed, or last changed. */
  at: string;
  summary: AssessmentSummary;
  domains: readonly ResultDomain[];
  controls: readonly ResultControl[];
  answers: ReadonlyMap<string, Answer>;
}

const movementBadge: Record<Movement, { label: string; tone: Tone }> = {
  improved: { label: 'Improved', tone: 'success' },
  regressed: { label: 'Regressed', tone: 'danger' },
  unchanged: { label: 'Unchanged', tone: 'neutral' },
};

interface DomainRow {
  id: string;
  name: string;
  before: number | null | undefined;
  after: number | null | undefined;
}

/** Two assessments side by side: overall and per domain, and control by control what improved, regressed or stayed. */
export function ComparisonView({ before, after }: { before: ComparedAssessment; after: ComparedAssessment }) {
  const [show, setShow] = useState<Movement | 'all'>('all');
  const controls = useMemo(() => compareControls(before, after), [before, after]);
  const counts = { improved: 0, regressed: 0, unchanged: 0 };
  for (const c of controls) counts[c.movement] += 1;
  const names = new Map([...before.domains, ...after.domains].map((d) => [d.id, d.name]));
  const domainIds = [
    ...new Set([...after.summary.domains, ...before.summary.domains].map((d) => d.domainId)),
  ];
  const domainRows: DomainRow[] = domainIds.map((id) => ({
    id,
    name: names.get(id) ?? id,
    before: before.summary.domains.find((d) => d.domainId === id)?.score,
    after: after.summary.domains.find((d) => d.domainId === id)?.score,
  }));
  const domainColumns: TableColumn<DomainRow>[] = [
    { id: 'name', header: 'Domain', cell: (d) => d.name },
    { id: 'before', header: before.name, cell: (d) => formatScore(d.before), align: 'end', width: 130 },
    { id: 'after', header: after.name, cell: (d) => formatScore(d.after), align: 'end', width: 130 },
    {
      id: 'change',
      header: 'Change',
      cell: (d) =>
        typeof d.before === 'number' && typeof d.after === 'number' ? signed(d.after - d.before) : '—',
      align: 'end',
      width: 90,
    },
    {
      id: 'movement',
      header: 'Movement',
      cell: (d) => <MovementBadge movement={movementOf(d.before, d.after)} />,
      width: 130,
    },
  ];
  const controlColumns: TableColumn<ControlComparison>[] = [
    {
      id: 'control',
      header: 'Control',
      cell: (c) => (
        <span>
          <span className={styles.ref}>{c.ref}</span> {c.title}
          {c.presence !== 'both' ? (
            <span className={styles.muted}>
              {' '}
              · only in {c.presence === 'before' ? before.name : after.name}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'before',
      header: before.name,
      cell: (c) => (c.presence === 'after' ? '—' : <StateBadge state={c.before} />),
      width: 150,
    },
    {
      id: 'after',
      header: after.name,
      cell: (c) => (c.presence === 'before' ? '—' : <StateBadge state={c.after} />),
      width: 150,
    },
    { id: 'movement', header: 'Movement', cell: (c) => <MovementBadge movement={c.movement} />, width: 130 },
  ];
  const overall = movementOf(before.summary.score, after.summary.score);
  return (
    <Stack gap="lg">
      <StatGrid label="Overall">
        <Stat
          label={before.name}
          value={formatScore(before.summary.score)}
          total="100"
          hint={formatDate(before.at)}
        />
        <Stat
          label={after.name}
          value={formatScore(after.summary.score)}
          total="100"
          hint={formatDate(after.at)}
        />
        <Stat
          label="Change"
          value={
            typeof before.summary.score === 'number' && typeof after.summary.score === 'number'
              ? signed(after.summary.score - before.summary.score)
              : '—'
          }
          hint={movementBadge[overall].label}
        />
      </StatGrid>
      <Card title="By domain">
        <Table
          caption="Score by domain in both assessments"
          columns={domainColumns}
          rows={domainRows}
          getRowId={(d) => d.id}
        />
      </Card>
      <Card
        title="By control"
        description={`${counts.improved} improved, ${counts.regressed} regressed, ${counts.unchanged} unchanged`}
        actions={
          <div className={styles.segmented} role="group" aria-label="Show controls">
            {(['all', 'improved', 'regressed', 'unchanged'] as const).map((m) => (
              <button key={m} type="button" aria-pressed={show === m} onClick={() => setShow(m)}>
                {m === 'all' ? 'All' : movementBadge[m].label}
              </button>
            ))}
          </div>
        }
      >
        <Table
          caption="Controls in both assessments"
          columns={controlColumns}
          rows={show === 'all' ? controls : controls.filter((c) => c.movement === show)}
          getRowId={(c) => c.ref}
          maxHeight={560}
        />
      </Card>
    </Stack>
  );
}

function MovementBadge({ movement }: { movement: Movement }) {
  const { label, tone } = movementBadge[movement];
  return (
    <Badge
      tone={tone}
      icon={movement === 'improved' ? 'arrow-up' : movement === 'regressed' ? 'arrow-down' : undefined}
    >
      {label}
    </Badge>
  );
}
