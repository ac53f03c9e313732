import { m } from '@assay/messages';
import {
  CONTROL_REF_MAX,
  CONTROL_TEXT_MAX,
  CONTROL_TITLE_MAX,
  type Control,
  type Domain,
} from '@assay/domain/baselines';
import { efforts } from '@assay/domain/roadmap';
import { Select, TextField, Textarea } from '@assay/ui';
import { useState } from 'react';
import { effortName } from '../labels.ts';
import * as styles from './baseline-editor.css.ts';
import { ControlTranslationsFields } from './control-translations.tsx';

const splitList = (text: string) =>
  text
    .split(';')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);

interface Props {
  control: Control;
  domains: readonly Domain[];
  issues: Partial<Record<string, string>>;
  onChange: (patch: Partial<Control>) => void;
  readOnly: boolean;
}

/** Every field of one control, each with the message of the same zod rule the server applies. */
export function ControlFields({ control, domains, issues, onChange, readOnly }: Props) {
  // Lists are typed as text ("a; b"); the control holds the parsed list.
  const [references, setReferences] = useState(control.references.join('; '));
  const [tags, setTags] = useState(control.tags.join('; '));
  const listIssue = (field: 'references' | 'tags') =>
    issues[field] ?? Object.entries(issues).find(([key]) => key.startsWith(`${field}.`))?.[1];
  return (
    <div className={styles.fields}>
      <TextField
        label={m.content_admin_ref()}
        value={control.ref}
        onValueChange={(ref) => onChange({ ref })}
        maxLength={CONTROL_REF_MAX}
        error={issues.ref}
        disabled={readOnly}
        size="sm"
      />
      <TextField
        className={styles.wide}
        label={m.common_title()}
        value={control.title}
        onValueChange={(title) => onChange({ title })}
        maxLength={CONTROL_TITLE_MAX}
        error={issues.title}
        disabled={readOnly}
        size="sm"
      />
      <Select
        label={m.common_domain()}
        size="sm"
        value={control.domainId}
        onValueChange={(domainId) => onChange({ domainId })}
        options={domains.map((domain) => ({
          value: domain.id,
          label: domain.name || m.content_admin_unnamed_domain(),
        }))}
        error={issues.domainId}
        disabled={readOnly}
      />
      <Select
        label={m.content_admin_field_weight()}
        size="sm"
        value={String(control.weight)}
        onValueChange={(weight) => onChange({ weight: Number(weight) })}
        options={['1', '2', '3', '4', '5'].map((value) => ({ value, label: value }))}
        error={issues.weight}
        disabled={readOnly}
      />
      <Select
        label={m.content_admin_field_effort()}
        size="sm"
        value={control.effort}
        onValueChange={(effort) => onChange({ effort: effort as Control['effort'] })}
        options={efforts.map((value) => ({ value, label: effortName(value) }))}
        error={issues.effort}
        disabled={readOnly}
      />
      <Textarea
        className={styles.full}
        label={m.common_description()}
        value={control.description}
        onValueChange={(description) => onChange({ description })}
        maxLength={CONTROL_TEXT_MAX}
        error={issues.description}
        disabled={readOnly}
      />
      <Textarea
        className={styles.full}
        label={m.content_admin_field_guidance()}
        value={control.guidance}
        onValueChange={(guidance) => onChange({ guidance })}
        maxLength={CONTROL_TEXT_MAX}
        error={issues.guidance}
        disabled={readOnly}
      />
      <TextField
        className={styles.full}
        label={m.content_admin_framework_references()}
        hint={m.content_admin_references_hint()}
        value={references}
        onValueChange={(text) => {
          setReferences(text);
          onChange({ references: splitList(text) });
        }}
        error={listIssue('references')}
        disabled={readOnly}
        size="sm"
      />
      <TextField
        className={styles.full}
        label={m.common_tags()}
        hint={m.content_admin_tags_hint()}
        value={tags}
        onValueChange={(text) => {
          setTags(text);
          onChange({ tags: splitList(text).map((tag) => tag.toLowerCase()) });
        }}
        error={listIssue('tags')}
        disabled={readOnly}
        size="sm"
      />
      <ControlTranslationsFields
        translations={control.translations}
        onChange={(translations) => onChange({ translations })}
        error={issues.translations}
        readOnly={readOnly}
      />
    </div>
  );
}
