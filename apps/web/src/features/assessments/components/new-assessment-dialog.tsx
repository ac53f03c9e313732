import { toAppError } from '@assay/client';
import { ASSESSMENT_NAME_MAX } from '@assay/domain/assessments';
import { Button, FormDialog, Select, TextField, useToast } from '@assay/ui';
import { paths } from '@assay/auth';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreateAssessment } from '../api/create-assessment.ts';
import { usePublishedBaselines } from '../api/list-baselines.ts';

/** "New assessment": pick a published baseline version (pinned for the assessment's life), name it, start answering. */
export function NewAssessmentDialog({
  tenantId,
  disabledReason,
}: {
  tenantId: string;
  disabledReason?: string;
}) {
  const [open, setOpen] = useState(false);
  const [baselineId, setBaselineId] = useState('');
  const [name, setName] = useState('');
  const baselines = usePublishedBaselines(open);
  const create = useCreateAssessment();
  const navigate = useNavigate();
  const { toast } = useToast();
  const error = create.error ? toAppError(create.error) : null;

  function resetFields() {
    setBaselineId('');
    setName('');
    create.reset();
  }

  const submit = () =>
    create.mutateAsync({ tenantId, baselineId, name: name.trim() || undefined }).then((assessment) => {
      toast({ title: `${assessment.name} started`, tone: 'success' });
      setOpen(false);
      void navigate(
        paths.tenantAssessment({
          tenantId,
          focus: assessment.baseline.lineageId,
          assessmentId: assessment.id,
        }),
      );
    });

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      onOpen={resetFields}
      trigger={
        <Button icon="plus" disabled={Boolean(disabledReason)} title={disabledReason}>
          New assessment
        </Button>
      }
      title="New assessment"
      description="Assess this tenant against a published baseline. The version you pick stays fixed; you can move to a newer one later."
      error={
        error && !error.fieldMessage('baselineId') && !error.fieldMessage('name') ? error.message : undefined
      }
      submitLabel="Start assessment"
      pending={create.isPending}
      onSubmit={submit}
    >
      <Select
        label="Baseline"
        value={baselineId}
        onValueChange={setBaselineId}
        placeholder={baselines.isPending ? 'Loading baselines…' : 'Choose a baseline'}
        disabled={baselines.isPending}
        required
        requiredMessage="Choose a baseline"
        error={
          error?.fieldMessage('baselineId') ??
          (baselines.isError ? 'The baselines could not be loaded' : null)
        }
        options={(baselines.data ?? []).map(({ baseline, controlCount }) => ({
          value: baseline.id,
          label: `${baseline.name} · v${baseline.version} · ${controlCount} controls`,
          textValue: baseline.name,
        }))}
      />
      <TextField
        label="Name"
        hint="Optional; by default the baseline and today's date"
        value={name}
        onValueChange={setName}
        maxLength={ASSESSMENT_NAME_MAX}
        error={error?.fieldMessage('name')}
      />
    </FormDialog>
  );
}
