import { schemaRule, toAppError } from '@assay/client';
import { tenantKinds, tenantsContracts, type Tenant } from '@assay/domain/tenants';
import { Banner, Button, Dialog, Inline, Select, Stack, TextField, Textarea } from '@assay/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { kindLabels } from '@assay/views/tenant';
import { parseTags, tagsProblem, TAGS_TEXT_MAX } from '../tags.ts';

export interface TenantFormValues {
  name: string;
  description: string;
  tags: string[];
  group: string;
  kind: Tenant['kind'];
}

const fields = tenantsContracts.create.input.shape;
const rules = { name: schemaRule(fields.name), description: schemaRule(fields.description), group: schemaRule(fields.group) };
const empty: TenantFormValues = { name: '', description: '', tags: [], group: '', kind: 'client' };

function problem(rule: (value: unknown) => true | string, value: unknown): string | undefined {
  const result = rule(value);
  return result === true ? undefined : result;
}

interface Props {
  title: string;
  description: string;
  submitLabel: string;
  trigger: ReactNode;
  initial?: TenantFormValues;
  /** Resolves when saved (the dialog closes); rejects with the callable error (shown on its field). */
  onSubmit: (values: TenantFormValues) => Promise<unknown>;
}

/** Create and edit share one form: validated as you type with the contract's own rules. */
export function TenantFormDialog({ title, description, submitLabel, trigger, initial = empty, onSubmit }: Props) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(initial);
  const [tagsText, setTagsText] = useState(initial.tags.join(', '));
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ReturnType<typeof toAppError> | null>(null);
  const set = (patch: Partial<TenantFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const problems = {
    name: problem(rules.name, values.name),
    description: values.description ? problem(rules.description, values.description) : undefined,
    group: values.group.trim() ? problem(rules.group, values.group) : undefined,
    tags: tagsProblem(parseTags(tagsText)),
  };
  const show = (field: keyof typeof problems) => (submitted ? problems[field] : undefined) ?? error?.fieldMessage(field);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) {
      setValues(initial);
      setTagsText(initial.tags.join(', '));
      setSubmitted(false);
      setError(null);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(problems).some(Boolean)) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit({ ...values, name: values.name.trim(), description: values.description.trim(), group: values.group.trim(), tags: parseTags(tagsText) });
      setOpen(false);
    } catch (caught) {
      setError(toAppError(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description>{description}</Dialog.Description>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
          <Stack gap="md">
            {error && error.fields.length === 0 && <Banner tone="danger">{error.message}</Banner>}
            <TextField label="Name" value={values.name} onValueChange={(name) => set({ name })} maxLength={120} counter error={show('name')} required />
            <Select label="Kind" value={values.kind} onValueChange={(kind) => set({ kind: kind as Tenant['kind'] })} options={tenantKinds.map((value) => ({ value, label: kindLabels[value] }))} />
            <TextField label="Tags" value={tagsText} onValueChange={setTagsText} maxLength={TAGS_TEXT_MAX} hint="Comma-separated, e.g. eu, critical-supplier" error={show('tags')} />
            <TextField label="Group" value={values.group} onValueChange={(group) => set({ group })} maxLength={60} hint="Optional, e.g. a region or portfolio" error={show('group')} />
            <Textarea label="Description" value={values.description} onValueChange={(text) => set({ description: text })} maxLength={2000} counter error={show('description')} />
            <Inline gap="sm" justify="flex-end">
              <Dialog.Close asChild>
                <Button variant="ghost" type="button">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" loading={busy}>{submitLabel}</Button>
            </Inline>
          </Stack>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
