import { m } from '@assay/messages';
import {
  COMMENT_MAX,
  MATURITY_MAX,
  MATURITY_MIN,
  type Answer,
  type AnswerFields,
} from '@assay/domain/assessments';
import type { Control } from '@assay/domain/baselines';
import { Badge, Card, Inline, Stack, Textarea } from '@assay/ui';
import { EvidenceLinks, StatusPicker } from '@assay/views/answers';
import type { ReactNode, Ref } from 'react';
import { ExceptionEditor } from './exception-editor.tsx';
import * as styles from './workspace.css.ts';

export interface ControlPanelProps {
  control: Control;
  domainName: string;
  fields: AnswerFields;
  answer: Answer | undefined;
  onChange: (fields: AnswerFields) => void;
  /** Read-only: a viewer, or an assessment that is completed or archived. */
  readOnly: boolean;
  commentRef?: Ref<HTMLTextAreaElement>;
  /** "Changed by … just now" when someone else changed it while it was open. */
  notice?: ReactNode;
  /** Assignment control (members who may assign). */
  assignment?: ReactNode;
}

const maturities = Array.from({ length: MATURITY_MAX - MATURITY_MIN + 1 }, (_, i) => MATURITY_MIN + i);

/** The current control: what it asks, and its answer (status, maturity, comment, evidence, exception). */
export function ControlPanel({
  control,
  domainName,
  fields,
  onChange,
  readOnly,
  commentRef,
  notice,
  assignment,
}: ControlPanelProps) {
  const set = (patch: Partial<AnswerFields>) => onChange({ ...fields, ...patch });
  return (
    <Card as="section" aria-labelledby="current-control-title">
      <Stack gap="md">
        <Stack gap="xs">
          <Inline gap="xs">
            <span className={styles.panelRef}>{control.ref}</span>
            <Badge>{domainName}</Badge>
            <Badge tone="neutral">{m.workspace_weight({ weight: control.weight })}</Badge>
            <Badge tone="neutral">{m.workspace_effort({ effort: control.effort })}</Badge>
          </Inline>
          <h2 id="current-control-title" style={{ margin: 0, fontSize: '1.05rem', lineHeight: 1.35 }}>
            {control.title}
          </h2>
          {control.description ? <p className={styles.prose}>{control.description}</p> : null}
          {control.guidance ? (
            <details>
              <summary className={styles.fieldLabel} style={{ cursor: 'pointer' }}>
                {m.workspace_guidance()}
              </summary>
              <p className={styles.prose}>{control.guidance}</p>
            </details>
          ) : null}
          {notice}
        </Stack>
        <StatusPicker value={fields.status} onChange={(status) => set({ status })} disabled={readOnly} />
        <div>
          <p className={styles.fieldLabel} id="maturity-label">
            {m.workspace_maturity()} <span className={styles.prose}>{m.workspace_maturity_range()}</span>
          </p>
          <div
            role="group"
            aria-labelledby="maturity-label"
            className={styles.maturityGroup}
            style={{ marginTop: 6 }}
          >
            {maturities.map((level) => (
              <button
                key={level}
                type="button"
                className={styles.maturityButton}
                aria-pressed={fields.maturity === level}
                disabled={readOnly}
                onClick={() => set({ maturity: fields.maturity === level ? null : level })}
              >
                {level}
              </button>
            ))}
          </div>
        </div>
        <Textarea
          label={m.common_comment()}
          value={fields.comment ?? ''}
          onValueChange={(comment) => set({ comment })}
          maxLength={COMMENT_MAX}
          rows={3}
          disabled={readOnly}
          textareaRef={commentRef}
          placeholder={readOnly ? undefined : m.workspace_comment_placeholder()}
        />
        <EvidenceLinks
          links={fields.evidence ?? []}
          onChange={(evidence) => set({ evidence })}
          disabled={readOnly}
        />
        <ExceptionEditor
          key={control.ref}
          exception={fields.exception}
          onChange={(exception) => set({ exception })}
          disabled={readOnly}
        />
        {assignment}
      </Stack>
    </Card>
  );
}
