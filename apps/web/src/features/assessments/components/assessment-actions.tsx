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
          trigger={<Button size="sm">Submit for review</Button>}
          title="Submit for review?"
          description={
            unanswered > 0
              ? `${unanswered} applicable controls are still unanswered; they count as not met. Answers can still be corrected during review.`
              : 'Every applicable control is answered. Answers can still be corrected during review.'
          }
          confirmLabel="Submit"
          onConfirm={async () => {
            await transition.mutateAsync({ assessmentId: id, transition: 'submit' });
            toast({ title: 'Submitted for review', tone: 'success' });
          }}
          errorMessage={errorMessage}
        />
      ) : null}
      {canTransition(assessment.status, 'complete') ? (
        <ConfirmDialog
          trigger={<Button size="sm">Complete</Button>}
          title="Complete this assessment?"
          description="Its score becomes the tenant's result for this baseline and joins the trend. Answers are locked until it is reopened."
          confirmLabel="Complete"
          onConfirm={async () => {
            await transition.mutateAsync({ assessmentId: id, transition: 'complete' });
            toast({ title: 'Assessment completed', tone: 'success' });
          }}
          errorMessage={errorMessage}
        />
      ) : null}
      {canTransition(assessment.status, 'reopen') ? (
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="outline">
              Reopen
            </Button>
          }
          title="Reopen this assessment?"
          description="Answers can change again. The reason is kept in the assessment's activity."
          confirmLabel="Reopen"
          isValid={() => reason.trim().length > 0}
          onConfirm={async () => {
            await transition.mutateAsync({ assessmentId: id, transition: 'reopen', reason: reason.trim() });
            setReason('');
            toast({ title: 'Assessment reopened', tone: 'success' });
          }}
          errorMessage={errorMessage}
        >
          <Textarea
            label="Reason"
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
              Archive
            </Button>
          }
          title="Archive this assessment?"
          description="It stays readable but can no longer change, and it leaves the tenant's trend."
          confirmLabel="Archive"
          tone="danger"
          onConfirm={async () => {
            await transition.mutateAsync({ assessmentId: id, transition: 'archive' });
            toast({ title: 'Assessment archived', tone: 'success' });
          }}
          errorMessage={errorMessage}
        />
      ) : null}
    </Inline>
  );
}
