import type { Answer } from '@assay/domain/assessments';
import type { AssessmentSummary } from '@assay/domain/scoring';
import { m } from '@assay/messages';
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

const movementBadge: Record<Movement, { label: () => string; tone: Tone }> = {
  improved: { label: m.compare_improved, tone: 'success' },
  regressed: { label: m.compare_regressed, tone: 'danger' },
  unchanged: { label: m.compare_unchanged, tone: 'neutral' },
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
    { id: 'name', header: m.common_domain(), cell: (d) => d.name },
    { id: 'before', header: before.name, cell: (d) => formatScore(d.before), align: 'end', width: 130 },
    { id: 'after', header: after.name, cell: (d) => formatScore(d.after), align: 'end', width: 130 },
    {
      id: 'change',
      header: m.common_change(),
      cell: (d) =>
        typeof d.before === 'number' && typeof d.after === 'number' ? signed(d.after - d.before) : '—',
      align: 'end',
      width: 90,
    },
    {
      id: 'movement',
      header: m.compare_movement(),
      cell: (d) => <MovementBadge movement={movementOf(d.before, d.after)} />,
      width: 130,
    },
  ];
  const controlColumns: TableColumn<ControlComparison>[] = [
    {
      id: 'control',
      header: m.common_control(),
      cell: (c) => (
        <span>
          <span className={styles.ref}>{c.ref}</span> {c.title}
          {c.presence !== 'both' ? (
            <span className={styles.muted}>
              {m.compare_only_in({ name: c.presence === 'before' ? before.name : after.name })}
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
    {
      id: 'movement',
      header: m.compare_movement(),
      cell: (c) => <MovementBadge movement={c.movement} />,
      width: 130,
    },
  ];
  const overall = movementOf(before.summary.score, after.summary.score);
  return (
    <Stack gap="lg">
      <StatGrid label={m.compare_overall()}>
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
          label={m.common_change()}
          value={
            typeof before.summary.score === 'number' && typeof after.summary.score === 'number'
              ? signed(after.summary.score - before.summary.score)
              : '—'
          }
          hint={movementBadge[overall].label()}
        />
      </StatGrid>
      <Card title={m.compare_by_domain()}>
        <Table
          caption={m.compare_by_domain_caption()}
          columns={domainColumns}
          rows={domainRows}
          getRowId={(d) => d.id}
        />
      </Card>
      <Card
        title={m.compare_by_control()}
        description={m.compare_counts(counts)}
        actions={
          <div className={styles.segmented} role="group" aria-label={m.compare_show_controls()}>
            {(['all', 'improved', 'regressed', 'unchanged'] as const).map((choice) => (
              <button
                key={choice}
                type="button"
                aria-pressed={show === choice}
                onClick={() => setShow(choice)}
              >
                {choice === 'all' ? m.common_all() : movementBadge[choice].label()}
              </button>
            ))}
          </div>
        }
      >
        <Table
          caption={m.compare_controls_caption()}
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
      {label()}
    </Badge>
  );
}
