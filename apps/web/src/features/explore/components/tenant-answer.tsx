import { m } from '@assay/messages';
import { paths } from '@assay/auth';
import { Badge, type Tone } from '@assay/ui';
import { Link } from 'react-router';
import type { TenantAnswer } from '../api/tenant-answers.ts';
import * as styles from './control-results.css.ts';

const statuses: Record<string, { label: () => string; tone: Tone }> = {
  met: { label: m.answer_state_met, tone: 'success' },
  partial: { label: m.answer_state_partial, tone: 'warning' },
  not_met: { label: m.answer_state_not_met, tone: 'danger' },
  not_applicable: { label: m.answer_state_not_applicable, tone: 'neutral' },
};

/** A tenant's latest answer to one control, in Explore's answer slot: the status in words, and the assessment it comes from. */
export function TenantAnswerCell({
  tenantId,
  found,
  loading,
}: {
  tenantId: string;
  found: TenantAnswer | undefined;
  loading: boolean;
}) {
  if (loading) return <span className={styles.answerNote}>{m.explore_loading_answer()}</span>;
  if (!found) return <span className={styles.answerNote}>{m.explore_not_assessed()}</span>;
  const { assessment, answer } = found;
  const status =
    answer?.exception && !answer.exception.expired
      ? { label: m.answer_state_exception(), tone: 'accent' as const }
      : answer?.status
        ? {
            label: statuses[answer.status]?.label() ?? answer.status,
            tone: statuses[answer.status]?.tone ?? 'neutral',
          }
        : undefined;
  return (
    <span className={styles.answerBox}>
      <Badge tone={status?.tone ?? 'neutral'}>{status?.label ?? m.explore_not_answered()}</Badge>
      {answer?.maturity !== undefined ? (
        <span className={styles.answerNote}>{m.explore_maturity_of({ value: answer.maturity })}</span>
      ) : null}
      <Link
        className={styles.answerNote}
        to={paths.tenantAssessment({
          tenantId,
          focus: assessment.baseline.lineageId,
          assessmentId: assessment.id,
        })}
      >
        {assessment.name}
      </Link>
    </span>
  );
}
