import { paths } from '@assay/auth';
import { schemaRule, toAppError } from '@assay/client';
import { baselineDescriptionSchema, baselineNameSchema, BASELINE_NAME_MAX } from '@assay/domain/baselines';
import { Banner, Button, Dialog, Inline, Stack, TextField, Textarea, useToast } from '@assay/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useCreateBaseline } from '../api/create-baseline.ts';
import { useBaselineScope } from '../api/scope.ts';

const rules = { name: schemaRule(baselineNameSchema), description: schemaRule(baselineDescriptionSchema) };
const problem = (rule: (value: unknown) => true | string, value: unknown) => {
  const result = rule(value);
  return result === true ? undefined : result;
};

/** "New baseline": a private draft, opened in the editor. Disabled, with the reason, at the plan limit. */
export function CreateBaselineDialog({ disabledReason }: { disabledReason?: string }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<ReturnType<typeof toAppError> | null>(null);
  const create = useCreateBaseline();
  const scope = useBaselineScope();
  const navigate = useNavigate();
  const { toast } = useToast();
  const problems = { name: problem(rules.name, name), description: description ? problem(rules.description, description) : undefined };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (problems.name || problems.description) return;
    try {
      const created = await create.mutateAsync({ name, description: description || undefined, domains: ['General'] });
      setOpen(false);
      toast({ title: `${created.baseline.name} created`, tone: 'success' });
      void navigate(paths.contentAdmin({ tab: 'baselines', focus: created.baseline.id }));
    } catch (caught) {
      setError(toAppError(caught));
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setName('');
          setDescription('');
          setSubmitted(false);
          setError(null);
        }
      }}
    >
      <Dialog.Trigger asChild>
        <Button icon="plus" disabled={Boolean(disabledReason)} title={disabledReason}>
          New baseline
        </Button>
      </Dialog.Trigger>
      <Dialog.Content size="md">
        <Dialog.Header>
          <Dialog.Title>New baseline</Dialog.Title>
          <Dialog.Description>{scope === 'library' ? 'A draft of the global library, seen by no organisation until you publish it.' : 'A private draft of your organisation.'} Add domains and controls, then publish it.</Dialog.Description>
        </Dialog.Header>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            {error && error.fields.length === 0 ? <Banner tone="danger">{error.message}</Banner> : null}
            <TextField label="Name" value={name} onValueChange={setName} required maxLength={BASELINE_NAME_MAX} error={(submitted ? problems.name : undefined) ?? error?.fieldMessage('name')} />
            <Textarea label="Description" value={description} onValueChange={setDescription} maxLength={5000} error={(submitted ? problems.description : undefined) ?? error?.fieldMessage('description')} />
            <Inline gap="sm" justify="flex-end">
              <Dialog.Close asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" loading={create.isPending}>
                Create baseline
              </Button>
            </Inline>
          </Stack>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
