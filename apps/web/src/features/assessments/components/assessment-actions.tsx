import { m } from '@assay/messages';
import { messageFor, toAppError } from '@assay/client';
import { canTransition, REOPEN_REASON_MAX, type Assessment } from '@assay/domain/assessments';
import { Button, ConfirmDialog, Inline, Textarea, useToast } from '@assay/ui';
import { useState, type ReactNode } from 'react';
import { useTransition } from '../api/transition-assessment.ts';

const errorMessage = (error: unknown) => {
  const appError = toAppError(error);
  return appError.message || messageFor(appError.code);
};

/** The lifecycle actions the assessment's status allows, each confirmed before it runs. */
export function AssessmentActions({ assessment, extra }: { assessment: Assessment; extra?: ReactNode }) {
  const transition = useTransition();
  const { toast } = useToast();
  const [reason, setReason] = useState('');
  const id = assessment.id;
  const unanswered = assessment.summary.applicable - assessment.summary.answered;
  return (
    <Inline gap="xs">
      {extra}
      {canTransition(assessment.status, 'submit') ? (
        <ConfirmDialog
          trigger={<Button size="sm">{m.assessment_submit_review()}</Button>}
          title={m.assessment_submit_confirm()}
          description={
            unanswered > 0
              ? m.assessment_submit_unanswered({ count: unanswered })
              : m.assessment_submit_all_answered()
          }
          confirmLabel={m.assessment_submit()}
          onConfirm={async () => {
            await transition.mutateAsync({ assessmentId: id, transition: 'submit' });
            toast({ title: m.assessment_submitted(), tone: 'success' });
          }}
          errorMessage={errorMessage}
        />
      ) : null}
      {canTransition(assessment.status, 'complete') ? (
        <ConfirmDialog
          trigger={<Button size="sm">{m.assessment_complete()}</Button>}
          title={m.assessment_complete_confirm()}
          description={m.assessment_complete_description()}
          confirmLabel={m.assessment_complete()}
          onConfirm={async () => {
            await transition.mutateAsync({ assessmentId: id, transition: 'complete' });
            toast({ title: m.assessment_completed_toast(), tone: 'success' });
          }}
          errorMessage={errorMessage}
        />
      ) : null}
      {canTransition(assessment.status, 'reopen') ? (
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="outline">
              {m.assessment_reopen()}
            </Button>
          }
          title={m.assessment_reopen_confirm()}
          description={m.assessment_reopen_description()}
          confirmLabel={m.assessment_reopen()}
          isValid={() => reason.trim().length > 0}
          onConfirm={async () => {
            await transition.mutateAsync({ assessmentId: id, transition: 'reopen', reason: reason.trim() });
            setReason('');
            toast({ title: m.assessment_reopened(), tone: 'success' });
          }}
          errorMessage={errorMessage}
        >
          <Textarea
            label={m.common_reason()}
            value={reason}
            onValueChange={setReason}
            maxLength={REOPEN_REASON_MAX}
            rows={3}
            required
          />
        </ConfirmDialog>
      ) : null}
      {canTransition(assessment.status, 'archive') ? (
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="ghost" icon="archive">
              {m.common_archive()}
            </Button>
          }
          title={m.assessment_archive_confirm()}
          description={m.assessment_archive_description()}
          confirmLabel={m.common_archive()}
          tone="danger"
          onConfirm={async () => {
            await transition.mutateAsync({ assessmentId: id, transition: 'archive' });
            toast({ title: m.assessment_archived_toast(), tone: 'success' });
          }}
          errorMessage={errorMessage}
        />
      ) : null}
    </Inline>
  );
}
