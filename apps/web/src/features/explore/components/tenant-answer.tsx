import { m } from '@assay/messages';
import { paths } from '@assay/auth';
import { Badge } from '@assay/ui';
import { StateBadge } from '@assay/views/results';
import { Link } from 'react-router';
import type { TenantAnswer } from '../api/tenant-answers.ts';
import * as styles from './control-results.css.ts';

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
  // An exception that has not expired stands for the answer, as in the results.
  const state = answer?.exception && !answer.exception.expired ? 'exception' : answer?.status;
  return (
    <span className={styles.answerBox}>
      {state ? <StateBadge state={state} /> : <Badge>{m.explore_not_answered()}</Badge>}
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
