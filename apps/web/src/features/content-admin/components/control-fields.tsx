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
import * as styles from './baseline-editor.css.ts';

const effortNames = { S: 'Small', M: 'Medium', L: 'Large' } as const;
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
        label="Ref"
        value={control.ref}
        onValueChange={(ref) => onChange({ ref })}
        maxLength={CONTROL_REF_MAX}
        error={issues.ref}
        disabled={readOnly}
        size="sm"
      />
      <TextField
        className={styles.wide}
        label="Title"
        value={control.title}
        onValueChange={(title) => onChange({ title })}
        maxLength={CONTROL_TITLE_MAX}
        error={issues.title}
        disabled={readOnly}
        size="sm"
      />
      <Select
        label="Domain"
        size="sm"
        value={control.domainId}
        onValueChange={(domainId) => onChange({ domainId })}
        options={domains.map((domain) => ({ value: domain.id, label: domain.name || 'Unnamed domain' }))}
        error={issues.domainId}
        disabled={readOnly}
      />
      <Select
        label="Weight"
        size="sm"
        value={String(control.weight)}
        onValueChange={(weight) => onChange({ weight: Number(weight) })}
        options={['1', '2', '3', '4', '5'].map((value) => ({ value, label: value }))}
        error={issues.weight}
        disabled={readOnly}
      />
      <Select
        label="Effort"
        size="sm"
        value={control.effort}
        onValueChange={(effort) => onChange({ effort: effort as Control['effort'] })}
        options={efforts.map((value) => ({ value, label: effortNames[value] }))}
        error={issues.effort}
        disabled={readOnly}
      />
      <Textarea
        className={styles.full}
        label="Description"
        value={control.description}
        onValueChange={(description) => onChange({ description })}
        maxLength={CONTROL_TEXT_MAX}
        error={issues.description}
        disabled={readOnly}
      />
      <Textarea
        className={styles.full}
        label="Guidance"
        value={control.guidance}
        onValueChange={(guidance) => onChange({ guidance })}
        maxLength={CONTROL_TEXT_MAX}
        error={issues.guidance}
        disabled={readOnly}
      />
      <TextField
        className={styles.full}
        label="Framework references"
        hint="Separate with semicolons: ISO27001:2022 A.5.15; CIS-v8 6.3"
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
        label="Tags"
        hint="Separate with semicolons"
        value={tags}
        onValueChange={(text) => {
          setTags(text);
          onChange({ tags: splitList(text).map((tag) => tag.toLowerCase()) });
        }}
        error={listIssue('tags')}
        disabled={readOnly}
        size="sm"
      />
    </div>
  );
}
