import { paths } from '@assay/auth';
import { Badge, type Tone } from '@assay/ui';
import { Link } from 'react-router';
import type { TenantAnswer } from '../api/tenant-answers.ts';
import * as styles from './control-results.css.ts';

const statuses: Record<string, { label: string; tone: Tone }> = {
  met: { label: 'Met', tone: 'success' },
  partial: { label: 'Partial', tone: 'warning' },
  not_met: { label: 'Not met', tone: 'danger' },
  not_applicable: { label: 'Not applicable', tone: 'neutral' },
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
  if (loading) return <span className={styles.answerNote}>Loading the answer…</span>;
  if (!found) return <span className={styles.answerNote}>Not assessed against this baseline</span>;
  const { assessment, answer } = found;
  const status =
    answer?.exception && !answer.exception.expired
      ? { label: 'Exception', tone: 'accent' as const }
      : answer?.status
        ? statuses[answer.status]
        : undefined;
  return (
    <span className={styles.answerBox}>
      <Badge tone={status?.tone ?? 'neutral'}>{status?.label ?? 'Not answered'}</Badge>
      {answer?.maturity !== undefined ? (
        <span className={styles.answerNote}>Maturity {answer.maturity} of 5</span>
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
