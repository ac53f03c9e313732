import { toAppError } from '@assay/client';
import { ASSESSMENT_NAME_MAX } from '@assay/domain/assessments';
import { Banner, Button, Dialog, Select, Stack, TextField, useToast } from '@assay/ui';
import { paths } from '@assay/auth';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useCreateAssessment } from '../api/create-assessment.ts';
import { usePublishedBaselines } from '../api/list-baselines.ts';

/** "New assessment": pick a published baseline version (pinned for the assessment's life), name it, start answering. */
export function NewAssessmentDialog({ tenantId, disabledReason }: { tenantId: string; disabledReason?: string }) {
  const [open, setOpen] = useState(false);
  const [baselineId, setBaselineId] = useState('');
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const baselines = usePublishedBaselines(open);
  const create = useCreateAssessment();
  const navigate = useNavigate();
  const { toast } = useToast();
  const error = create.error ? toAppError(create.error) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!baselineId) return;
    try {
      const assessment = await create.mutateAsync({ tenantId, baselineId, name: name.trim() || undefined });
      toast({ title: `${assessment.name} started`, tone: 'success' });
      setOpen(false);
      void navigate(paths.tenantAssessment({ tenantId, focus: assessment.baseline.lineageId, assessmentId: assessment.id }));
    } catch {
      // Shown in the dialog from create.error.
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setBaselineId('');
          setName('');
          setTried(false);
          create.reset();
        }
      }}
    >
      <Dialog.Trigger asChild>
        <Button icon="plus" disabled={Boolean(disabledReason)} title={disabledReason}>
          New assessment
        </Button>
      </Dialog.Trigger>
      <Dialog.Content size="md">
        <Dialog.Header>
          <Dialog.Title>New assessment</Dialog.Title>
          <Dialog.Description>Assess this tenant against a published baseline. The version you pick stays fixed; you can move to a newer one later.</Dialog.Description>
        </Dialog.Header>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            {error && !error.fieldMessage('baselineId') && !error.fieldMessage('name') ? <Banner tone="danger" title={error.message} /> : null}
            <Select
              label="Baseline"
              value={baselineId}
              onValueChange={setBaselineId}
              placeholder={baselines.isPending ? 'Loading baselines…' : 'Choose a baseline'}
              disabled={baselines.isPending}
              required
              error={(tried && !baselineId ? 'Choose a baseline' : null) ?? error?.fieldMessage('baselineId') ?? (baselines.isError ? 'The baselines could not be loaded' : null)}
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
            <Dialog.Footer>
              <Dialog.Close asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" loading={create.isPending}>
                Start assessment
              </Button>
            </Dialog.Footer>
          </Stack>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
