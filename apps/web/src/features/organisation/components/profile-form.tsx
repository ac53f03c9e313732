import { schemaRule, toAppError, useFieldWording } from '@assay/client';
import { baseLocale, localeNames, localeOrUndefined, locales } from '@assay/domain/locales';
import { orgContracts, type Organisation } from '@assay/domain/org';
import { m } from '@assay/messages';
import { Banner, Button, Inline, Select, Stack, TextField, useToast } from '@assay/ui';
import { useState, type FormEvent } from 'react';
import { useUpdateProfile } from '../api/update-profile.ts';
import * as styles from './profile-form.css.ts';

const fields = orgContracts.updateProfile.input.shape;
const rules = {
  name: schemaRule(fields.name),
  logoUrl: schemaRule(fields.logoUrl),
  accentColor: schemaRule(fields.accentColor),
  contactEmail: schemaRule(fields.contactEmail),
};

// Examples of the format, the same in every language.
const examples = { logoUrl: 'https://example.com/logo.png', accentColor: '#1f6feb' };

interface Values {
  name: string;
  logoUrl: string;
  accentColor: string;
  contactEmail: string;
  defaultLanguage: string;
}

const valuesOf = (organisation: Organisation): Values => ({
  name: organisation.name,
  logoUrl: organisation.branding?.logoUrl ?? '',
  accentColor: organisation.branding?.accentColor ?? '',
  contactEmail: organisation.branding?.contactEmail ?? '',
  defaultLanguage: organisation.defaultLanguage ?? baseLocale,
});

/** An empty optional field clears it (null); a filled one is checked with the contract's rule. */
function problemOf(
  rule: (value: unknown) => true | string,
  value: string,
  optional: boolean,
): string | undefined {
  if (optional && value.trim() === '') return undefined;
  const result = rule(value);
  return result === true ? undefined : result;
}

/** Name and report branding; admins edit, others read. */
export function ProfileForm({ organisation, canEdit }: { organisation: Organisation; canEdit: boolean }) {
  useFieldWording();
  const update = useUpdateProfile();
  const { toast } = useToast();
  const [values, setValues] = useState(() => valuesOf(organisation));
  const [submitted, setSubmitted] = useState(false);
  const error = update.error ? toAppError(update.error) : null;
  const set = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }));
  const problems = {
    name: problemOf(rules.name, values.name, false),
    logoUrl: problemOf(rules.logoUrl, values.logoUrl, true),
    accentColor: problemOf(rules.accentColor, values.accentColor, true),
    contactEmail: problemOf(rules.contactEmail, values.contactEmail, true),
  };
  const show = (field: keyof typeof problems) =>
    (submitted ? problems[field] : undefined) ?? error?.fieldMessage(field);
  const saved = valuesOf(organisation);
  const dirty = (Object.keys(values) as (keyof Values)[]).some(
    (field) => values[field].trim() !== saved[field],
  );
  const optional = (value: string) => (value.trim() === '' ? null : value.trim());
  const preview = !problems.accentColor && values.accentColor ? values.accentColor : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(problems).some(Boolean)) return;
    update.mutate(
      {
        name: values.name.trim(),
        logoUrl: optional(values.logoUrl),
        accentColor: optional(values.accentColor),
        contactEmail: optional(values.contactEmail),
        defaultLanguage: localeOrUndefined(values.defaultLanguage),
      },
      {
        onSuccess: (next) => {
          setValues(valuesOf(next));
          setSubmitted(false);
          toast({ title: m.profile_saved(), tone: 'success' });
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={m.admin_profile_title()}>
      <Stack gap="md">
        {error && error.fields.length === 0 && <Banner tone="danger">{error.message}</Banner>}
        <div className={styles.grid}>
          <TextField
            label={m.profile_name()}
            value={values.name}
            onValueChange={(name) => set({ name })}
            maxLength={120}
            error={show('name')}
            required
            readOnly={!canEdit}
          />
          <TextField
            label={m.profile_contact()}
            type="email"
            value={values.contactEmail}
            onValueChange={(contactEmail) => set({ contactEmail })}
            maxLength={254}
            hint={m.profile_contact_hint()}
            error={show('contactEmail')}
            readOnly={!canEdit}
          />
          <TextField
            label={m.profile_logo()}
            type="url"
            value={values.logoUrl}
            onValueChange={(logoUrl) => set({ logoUrl })}
            maxLength={2048}
            placeholder={examples.logoUrl}
            hint={m.profile_logo_hint()}
            error={show('logoUrl')}
            readOnly={!canEdit}
          />
          <Select
            label={m.language_default_label()}
            hint={m.language_default_hint()}
            value={values.defaultLanguage}
            onValueChange={(defaultLanguage) => set({ defaultLanguage })}
            options={locales.map((value) => ({ value, label: localeNames[value] }))}
            error={error?.fieldMessage('defaultLanguage')}
            disabled={!canEdit}
          />
          <div className={styles.colourRow}>
            <TextField
              label={m.profile_accent()}
              value={values.accentColor}
              onValueChange={(accentColor) => set({ accentColor })}
              maxLength={7}
              placeholder={examples.accentColor}
              hint={m.profile_accent_hint()}
              error={show('accentColor')}
              readOnly={!canEdit}
            />
            <span
              className={styles.swatch}
              style={preview ? { background: preview } : undefined}
              aria-hidden="true"
            />
          </div>
        </div>
        {canEdit && (
          <Inline gap="sm" justify="flex-end">
            <Button
              type="button"
              variant="ghost"
              disabled={!dirty || update.isPending}
              onClick={() => setValues(saved)}
            >
              {m.profile_discard()}
            </Button>
            <Button type="submit" loading={update.isPending} disabled={!dirty}>
              {m.profile_save()}
            </Button>
          </Inline>
        )}
      </Stack>
    </form>
  );
}
