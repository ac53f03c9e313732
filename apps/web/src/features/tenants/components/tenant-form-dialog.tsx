import { schemaRule, toAppError, useFieldWording } from '@assay/client';
import { localeNames, localeOrUndefined, locales, type Locale } from '@assay/domain/locales';
import { m } from '@assay/messages';
import { tenantKinds, tenantsContracts, type Tenant } from '@assay/domain/tenants';
import { FormDialog, Select, TextField, Textarea, type Rule } from '@assay/ui';
import { useState, type ReactElement } from 'react';
import { kindLabel } from '@assay/views/tenant';
import { parseTags, tagsProblem, TAGS_TEXT_MAX } from '../tags.ts';

export interface TenantFormValues {
  name: string;
  description: string;
  tags: string[];
  group: string;
  kind: Tenant['kind'];
  /** null: the client reads the organisation's default language. */
  clientLanguage: Locale | null;
}

/** The select's value for "no language of its own" (Radix Select has no empty item). */
const ORGANISATION_DEFAULT = 'default';

const fields = tenantsContracts.create.input.shape;
const optional = (rule: Rule) => (value: string) => !value.trim() || rule(value);
const rules = {
  name: [schemaRule(fields.name)],
  description: [optional(schemaRule(fields.description))],
  group: [optional(schemaRule(fields.group))],
  tags: [(text: string) => tagsProblem(parseTags(text)) ?? true],
};
const empty: TenantFormValues = {
  name: '',
  description: '',
  tags: [],
  group: '',
  kind: 'client',
  clientLanguage: null,
};

interface Props {
  title: string;
  description: string;
  submitLabel: string;
  trigger: ReactElement;
  initial?: TenantFormValues;
  /** Resolves when saved (the dialog closes); rejects with the callable error (shown on its field). */
  onSubmit: (values: TenantFormValues) => Promise<unknown>;
}

/** Create and edit share one form: validated as you type with the contract's own rules. */
export function TenantFormDialog({
  title,
  description,
  submitLabel,
  trigger,
  initial = empty,
  onSubmit,
}: Props) {
  useFieldWording();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(initial);
  const [tagsText, setTagsText] = useState(initial.tags.join(', '));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ReturnType<typeof toAppError> | null>(null);
  const set = (patch: Partial<TenantFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const serverError = (field: keyof TenantFormValues) => error?.fieldMessage(field);

  function resetFields() {
    setValues(initial);
    setTagsText(initial.tags.join(', '));
    setError(null);
  }

  async function submit() {
    setBusy(true);
    setError(null);
    try {
      await onSubmit({
        ...values,
        name: values.name.trim(),
        description: values.description.trim(),
        group: values.group.trim(),
        tags: parseTags(tagsText),
      });
      setOpen(false);
    } catch (caught) {
      setError(toAppError(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      onOpen={resetFields}
      trigger={trigger}
      title={title}
      description={description}
      error={error && error.fields.length === 0 ? error.message : undefined}
      submitLabel={submitLabel}
      pending={busy}
      onSubmit={submit}
    >
      <TextField
        label={m.common_name()}
        value={values.name}
        onValueChange={(name) => set({ name })}
        maxLength={120}
        counter
        rules={rules.name}
        error={serverError('name')}
        required
      />
      <Select
        label={m.common_kind()}
        value={values.kind}
        onValueChange={(kind) => set({ kind: kind as Tenant['kind'] })}
        options={tenantKinds.map((value) => ({ value, label: kindLabel(value) }))}
      />
      <Select
        label={m.language_client_label()}
        hint={m.language_client_hint()}
        value={values.clientLanguage ?? ORGANISATION_DEFAULT}
        onValueChange={(value) => set({ clientLanguage: localeOrUndefined(value) ?? null })}
        options={[
          { value: ORGANISATION_DEFAULT, label: m.language_client_default() },
          ...locales.map((value) => ({ value, label: localeNames[value] })),
        ]}
        error={serverError('clientLanguage')}
      />
      <TextField
        label={m.common_tags()}
        value={tagsText}
        onValueChange={setTagsText}
        maxLength={TAGS_TEXT_MAX}
        hint={m.tenants_tags_hint()}
        rules={rules.tags}
        error={serverError('tags')}
      />
      <TextField
        label={m.common_group()}
        value={values.group}
        onValueChange={(group) => set({ group })}
        maxLength={60}
        hint={m.tenants_group_hint()}
        rules={rules.group}
        error={serverError('group')}
      />
      <Textarea
        label={m.common_description()}
        value={values.description}
        onValueChange={(text) => set({ description: text })}
        maxLength={2000}
        counter
        rules={rules.description}
        error={serverError('description')}
      />
    </FormDialog>
  );
}
