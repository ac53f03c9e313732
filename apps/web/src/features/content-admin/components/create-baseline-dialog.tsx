import { m } from '@assay/messages';
import { paths } from '@assay/auth';
import { schemaRule, toAppError, useFieldWording } from '@assay/client';
import { baselineDescriptionSchema, baselineNameSchema, BASELINE_NAME_MAX } from '@assay/domain/baselines';
import { Button, FormDialog, TextField, Textarea, useToast } from '@assay/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreateBaseline } from '../api/create-baseline.ts';
import { useBaselineScope } from '../api/scope.ts';

const nameRule = schemaRule(baselineNameSchema);
const descriptionRule = schemaRule(baselineDescriptionSchema);

/** "New baseline": a private draft, opened in the editor. Disabled, with the reason, at the plan limit. */
export function CreateBaselineDialog({ disabledReason }: { disabledReason?: string }) {
  useFieldWording();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const create = useCreateBaseline();
  const scope = useBaselineScope();
  const navigate = useNavigate();
  const { toast } = useToast();
  const error = create.error ? toAppError(create.error) : null;

  function resetFields() {
    setName('');
    setDescription('');
    create.reset();
  }

  const submit = () =>
    create
      .mutateAsync({
        name,
        description: description || undefined,
        domains: [m.content_admin_general_domain()],
      })
      .then((created) => {
        setOpen(false);
        toast({ title: m.content_admin_created_toast({ name: created.baseline.name }), tone: 'success' });
        void navigate(paths.contentAdmin({ tab: 'baselines', focus: created.baseline.id }));
      });

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      onOpen={resetFields}
      trigger={
        <Button icon="plus" disabled={Boolean(disabledReason)} title={disabledReason}>
          {m.content_admin_new_baseline()}
        </Button>
      }
      title={m.content_admin_new_baseline()}
      description={
        scope === 'library'
          ? m.content_admin_new_library_description()
          : m.content_admin_new_private_description()
      }
      error={error && error.fields.length === 0 ? error.message : undefined}
      submitLabel={m.content_admin_create_baseline()}
      pending={create.isPending}
      onSubmit={submit}
    >
      <TextField
        label={m.common_name()}
        value={name}
        onValueChange={setName}
        required
        maxLength={BASELINE_NAME_MAX}
        rules={[nameRule]}
        error={error?.fieldMessage('name')}
      />
      <Textarea
        label={m.common_description()}
        value={description}
        onValueChange={setDescription}
        maxLength={5000}
        rules={[(value) => !value || descriptionRule(value)]}
        error={error?.fieldMessage('description')}
      />
    </FormDialog>
  );
}
