import { m } from '@assay/messages';
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
      toast({ title: m.assessments_started_toast({ name: assessment.name }), tone: 'success' });
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
          {m.assessments_new()}
        </Button>
      }
      title={m.assessments_new()}
      description={m.assessments_new_description()}
      error={
        error && !error.fieldMessage('baselineId') && !error.fieldMessage('name') ? error.message : undefined
      }
      submitLabel={m.assessments_start()}
      pending={create.isPending}
      onSubmit={submit}
    >
      <Select
        label={m.common_baseline()}
        value={baselineId}
        onValueChange={setBaselineId}
        placeholder={
          baselines.isPending ? m.assessments_loading_baselines() : m.assessments_choose_baseline()
        }
        disabled={baselines.isPending}
        required
        requiredMessage={m.assessments_choose_baseline()}
        error={
          error?.fieldMessage('baselineId') ?? (baselines.isError ? m.assessments_baselines_failed() : null)
        }
        options={(baselines.data ?? []).map(({ baseline, controlCount }) => ({
          value: baseline.id,
          label: m.assessments_baseline_option({
            baseline: baseline.name,
            version: baseline.version,
            count: controlCount,
          }),
          textValue: baseline.name,
        }))}
      />
      <TextField
        label={m.common_name()}
        hint={m.assessments_name_hint()}
        value={name}
        onValueChange={setName}
        maxLength={ASSESSMENT_NAME_MAX}
        error={error?.fieldMessage('name')}
      />
    </FormDialog>
  );
}
