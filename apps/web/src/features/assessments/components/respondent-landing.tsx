import { toAppError, useCall, type CallOutput } from '@assay/client';
import { answerSchema, type Answer, type AnswerFields } from '@assay/domain/assessments';
import { ACCESS_ENDED } from '@assay/domain/errors';
import { formatDate } from '@assay/views/locale';
import {
  BadLinkPage,
  Banner,
  Button,
  Card,
  Inline,
  LoadingState,
  PageHeader,
  ProgressBar,
  Stack,
  Textarea,
} from '@assay/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { AutosaveQueue } from '../autosave/autosave-queue.ts';
import { fieldsOf, orderedControls } from '../workspace-model.ts';
import { EvidenceLinks } from './workspace/evidence-links.tsx';
import { SaveStatus } from './workspace/save-status.tsx';
import { StatusPicker } from './workspace/status-picker.tsx';
import * as styles from './workspace/workspace.css.ts';

type Opened = CallOutput<'respondents-open'>;
type RespondentFields = Omit<AnswerFields, 'exception'>;

export interface RespondentLandingProps {
  orgId: string;
  tenantId: string;
  token: string;
}

/** A refusal saying the link itself no longer works (withdrawn or expired while the page was open). */
const accessEnded = (error: unknown) => toAppError(error).details?.reason === ACCESS_ENDED;

/**
 * The page an invited outside respondent opens from their link: the tenant and assessment, their
 * controls with autosave, "I'm done". No sign-in; the token is the credential. A bad, expired
 * or revoked link gets one clear page and nothing else, also when it stops working while open.
 */
export function RespondentLanding({ orgId, tenantId, token }: RespondentLandingProps) {
  const call = useCall();
  const queryClient = useQueryClient();
  const credential = { orgId, tenantId, token };
  const queryKey = ['respondent', orgId, tenantId, token];
  const opened = useQuery({
    queryKey,
    queryFn: () => call('respondents-open', credential),
    retry: false,
    staleTime: Infinity,
    enabled: token !== '',
  });
  const [ended, setEnded] = useState(false);
  if (token === '' || opened.isError || ended) {
    return (
      <BadLinkPage
        standalone={false}
        limited={opened.isError && toAppError(opened.error).code === 'resource-exhausted'}
        attemptsOn="links for this assessment"
        advice="It may have expired or been withdrawn, or it was copied incompletely. Ask the person who invited you to send a new link."
      />
    );
  }

  if (!opened.data) return <LoadingState label="Opening your invitation" />;
  return (
    <RespondentForm
      data={opened.data}
      credential={credential}
      onEnded={() => {
        // Nothing the link showed stays in memory once the server says it no longer works.
        queryClient.removeQueries({ queryKey, exact: true });
        setEnded(true);
      }}
    />
  );
}

function RespondentForm({
  data,
  credential,
  onEnded,
}: {
  data: Opened;
  credential: { orgId: string; tenantId: string; token: string };
  onEnded: () => void;
}) {
  const call = useCall();
  const [answers, setAnswers] = useState(() => new Map(data.answers.map((a) => [a.ref, a])));
  const [doneAt, setDoneAt] = useState(data.respondent.doneAt);
  const [doneError, setDoneError] = useState<string | null>(null);
  const [queue] = useState(
    () =>
      new AutosaveQueue<RespondentFields, Answer, Answer>({
        save: async (ref, fields, expectedRevision) => {
          const { answer } = await call('respondents-saveAnswer', {
            ...credential,
            controlRef: ref,
            expectedRevision,
            answer: fields,
          }).catch((error: unknown) => {
            if (accessEnded(error)) onEnded();
            throw error;
          });
          return { revision: answer.revision, saved: answer };
        },
        conflictOf: (error) => {
          if (error.code !== 'aborted') return null;
          const parsed = answerSchema.safeParse(
            (error.details?.conflict as { current?: unknown } | undefined)?.current,
          );
          return parsed.success ? { theirs: parsed.data, revision: parsed.data.revision } : null;
        },
        onSaved: (_ref, answer) => setAnswers((old) => new Map(old).set(answer.ref, answer)),
      }),
  );
  useSyncExternalStore(queue.subscribe, queue.snapshot);
  useEffect(() => {
    const online = () => queue.retryNow();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [queue]);
  const controls = useMemo(() => orderedControls(data), [data]);
  const domainName = new Map(data.domains.map((d) => [d.id, d.name]));
  const fieldsFor = (ref: string): RespondentFields => {
    const { exception: _exception, ...fields } = fieldsOf(answers.get(ref));
    return queue.pendingOf(ref) ?? fields;
  };
  const answered = controls.filter((c) => fieldsFor(c.ref).status).length;
  const readOnly = Boolean(doneAt) || !['draft', 'in_progress', 'submitted'].includes(data.assessment.status);
  const conflict = queue.conflicts()[0];

  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow={data.tenantName}
        title={data.assessment.name}
        documentTitle={`${data.assessment.name} · ${data.tenantName}`}
        description={`${data.assessment.baselineName} · version ${data.assessment.baselineVersion}. You were invited as ${data.respondent.email}; this link works until ${formatDate(data.respondent.expiresAt)}. Your answers are saved as you go, so you can leave and come back with the same link.`}
      />
      <Inline justify="space-between">
        <div style={{ flex: '1 1 240px', maxWidth: 480 }}>
          <ProgressBar
            label="Your progress"
            value={answered}
            max={controls.length || 1}
            valueText={`${answered} of ${controls.length} controls answered`}
          />
        </div>
        <SaveStatus
          state={queue.overall()}
          onRetry={() => queue.retryNow()}
          onShowConflict={() => undefined}
        />
      </Inline>
      {doneAt ? (
        <Banner tone="success" title="Thank you: you told us you are done.">
          The team that invited you has been told. Your answers can no longer be changed through this link.
        </Banner>
      ) : null}
      {conflict ? (
        <Banner
          tone="warning"
          title={`Someone else changed ${conflict} while you were answering.`}
          action={
            <Inline gap="xs">
              <Button
                size="xs"
                variant="outline"
                onClick={() => (
                  queue.resolve(conflict, 'theirs'),
                  setAnswers((old) =>
                    new Map(old).set(conflict, queue.conflictOf(conflict)?.theirs ?? old.get(conflict)!),
                  )
                )}
              >
                Use theirs
              </Button>
              <Button size="xs" onClick={() => queue.resolve(conflict, 'mine')}>
                Keep mine
              </Button>
            </Inline>
          }
        />
      ) : null}
      {controls.map((control) => {
        const fields = fieldsFor(control.ref);
        const edit = (patch: Partial<RespondentFields>) =>
          queue.edit(control.ref, { ...fields, ...patch }, answers.get(control.ref)?.revision ?? 0);
        return (
          <Card key={control.ref} as="section" aria-labelledby={`title-${control.ref}`}>
            <Stack gap="sm">
              <Inline gap="xs">
                <span className={styles.panelRef}>{control.ref}</span>
                <span className={styles.prose}>{domainName.get(control.domainId)}</span>
              </Inline>
              <h2 id={`title-${control.ref}`} style={{ margin: 0, fontSize: '1.05rem' }}>
                {control.title}
              </h2>
              {control.description ? <p className={styles.prose}>{control.description}</p> : null}
              <StatusPicker
                value={fields.status}
                onChange={(status) => edit({ status })}
                disabled={readOnly}
              />
              <Textarea
                label="Comment"
                value={fields.comment ?? ''}
                onValueChange={(comment) => edit({ comment })}
                rows={2}
                disabled={readOnly}
              />
              <EvidenceLinks
                links={fields.evidence ?? []}
                onChange={(evidence) => edit({ evidence })}
                disabled={readOnly}
              />
            </Stack>
          </Card>
        );
      })}
      {readOnly ? null : (
        <Card>
          <Stack gap="sm">
            <p style={{ margin: 0 }}>
              {answered === controls.length
                ? 'Every control has an answer.'
                : `${controls.length - answered} of your controls ${controls.length - answered === 1 ? 'has' : 'have'} no answer yet.`}{' '}
              When you have finished, tell the team.
            </p>
            {doneError ? <Banner tone="danger" title={doneError} /> : null}
            <Inline>
              <Button
                disabled={queue.hasUnsaved()}
                title={queue.hasUnsaved() ? 'Wait until your answers are saved' : undefined}
                onClick={() =>
                  void call('respondents-done', credential)
                    .then((result) => setDoneAt(result.doneAt))
                    .catch((error: unknown) =>
                      accessEnded(error) ? onEnded() : setDoneError(toAppError(error).message),
                    )
                }
              >
                I'm done
              </Button>
            </Inline>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
