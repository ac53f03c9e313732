import { toAppError, useCall, type CallOutput } from '@assay/client';
import type { Answer, AnswerFields } from '@assay/domain/assessments';
import { ACCESS_ENDED } from '@assay/domain/errors';
import { m } from '@assay/messages';
import {
  answerConflictOf,
  AutosaveQueue,
  EvidenceLinks,
  fieldsOf,
  orderedControls,
  SaveStatus,
  StatusPicker,
  useSlices,
} from '@assay/views/answers';
import * as styles from '@assay/views/answers/styles';
import { inLocale } from '@assay/domain/baselines/translations';
import { activeLocale, formatDate, formatNumber, useClientLocale } from '@assay/views/locale';
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
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import {
  markRespondentDone,
  respondentLinkKey,
  saveRespondentAnswer,
  useOpenRespondentLink,
  type RespondentCredential,
} from '../api/respondent-link.ts';

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
 * It speaks the tenant's client language unless the visitor chose another.
 */
export function RespondentLanding({ orgId, tenantId, token }: RespondentLandingProps) {
  const queryClient = useQueryClient();
  const credential = { orgId, tenantId, token };
  const opened = useOpenRespondentLink(credential);
  // The form is a deferred render, which React does in slices: the answer arriving (a store
  // update) would otherwise render the header and the first domain in one long task (issue 35).
  const data = useDeferredValue(opened.data);
  const [ended, setEnded] = useState(false);
  // The tenant's client language, unless the visitor chose one in this browser.
  useClientLocale(opened.data?.language);
  if (token === '' || opened.isError || ended) {
    const limited = opened.isError && toAppError(opened.error).code === 'resource-exhausted';
    return (
      <BadLinkPage
        standalone={false}
        title={limited ? m.badlink_limited_title() : m.badlink_title()}
        description={limited ? m.respondent_limited() : m.respondent_bad_link()}
      />
    );
  }

  if (!data) return <LoadingState label={m.respondent_opening()} />;
  return (
    <RespondentForm
      data={data}
      credential={credential}
      onEnded={() => {
        // Nothing the link showed stays in memory once the server says it no longer works.
        queryClient.removeQueries({ queryKey: respondentLinkKey(credential), exact: true });
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
  credential: RespondentCredential;
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
          const { answer } = await saveRespondentAnswer(
            call,
            credential,
            ref,
            fields,
            expectedRevision,
          ).catch((error: unknown) => {
            if (accessEnded(error)) onEnded();
            throw error;
          });
          return { revision: answer.revision, saved: answer };
        },
        conflictOf: answerConflictOf,
        onSaved: (_ref, answer) => setAnswers((old) => new Map(old).set(answer.ref, answer)),
      }),
  );
  useSyncExternalStore(queue.subscribe, queue.snapshot);
  useEffect(() => {
    const online = () => queue.retryNow();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [queue]);
  // The baseline's text in the page's language (the client's, unless the respondent chose another) where it has it.
  const locale = activeLocale();
  const translated = useMemo(() => inLocale(data, locale), [data, locale]);
  const controls = useMemo(() => orderedControls(translated), [translated]);
  const domainName = new Map(translated.domains.map((d) => [d.id, d.name]));
  // A domain at a time: the first with the page, the rest in idle moments (useSlices), and the
  // next at once when focus reaches the last one shown, so moving on never meets a gap.
  const byDomain = useMemo(() => {
    const groups = new Map<string, typeof controls>();
    for (const control of controls)
      groups.set(control.domainId, [...(groups.get(control.domainId) ?? []), control]);
    return groups;
  }, [controls]);
  const { shown, showUpTo } = useSlices(byDomain.size);
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
        description={m.respondent_intro({
          baseline: data.assessment.baselineName,
          version: data.assessment.baselineVersion,
          email: data.respondent.email,
          date: formatDate(data.respondent.expiresAt),
        })}
      />
      <Inline justify="space-between">
        <div style={{ flex: '1 1 240px', maxWidth: 480 }}>
          <ProgressBar
            label={m.respondent_progress()}
            value={answered}
            max={controls.length || 1}
            valueText={m.respondent_progress_value({
              answered: formatNumber(answered),
              total: controls.length,
            })}
          />
        </div>
        <SaveStatus
          state={queue.overall()}
          onRetry={() => queue.retryNow()}
          onShowConflict={() => undefined}
        />
      </Inline>
      {doneAt ? (
        <Banner tone="success" title={m.respondent_done_title()}>
          {m.respondent_done_body()}
        </Banner>
      ) : null}
      {conflict ? (
        <Banner
          tone="warning"
          title={m.respondent_conflict({ control: conflict })}
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
                {m.respondent_use_theirs()}
              </Button>
              <Button size="xs" onClick={() => queue.resolve(conflict, 'mine')}>
                {m.respondent_keep_mine()}
              </Button>
            </Inline>
          }
        />
      ) : null}
      {[...byDomain.values()].slice(0, shown).map((domainControls, index) => (
        <Stack gap="lg" key={domainControls[0]?.domainId} onFocus={() => showUpTo(index + 2)}>
          {domainControls.map((control) => {
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
                    label={m.respondent_comment()}
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
        </Stack>
      ))}
      {readOnly || shown < byDomain.size ? null : (
        <Card>
          <Stack gap="sm">
            <p style={{ margin: 0 }}>
              {answered === controls.length
                ? m.respondent_all_answered()
                : m.respondent_unanswered({ count: controls.length - answered })}{' '}
              {m.respondent_tell_team()}
            </p>
            {doneError ? <Banner tone="danger" title={doneError} /> : null}
            <Inline>
              <Button
                disabled={queue.hasUnsaved()}
                title={queue.hasUnsaved() ? m.respondent_wait_saving() : undefined}
                onClick={() =>
                  void markRespondentDone(call, credential)
                    .then((result) => setDoneAt(result.doneAt))
                    .catch((error: unknown) =>
                      accessEnded(error) ? onEnded() : setDoneError(toAppError(error).message),
                    )
                }
              >
                {m.respondent_done()}
              </Button>
            </Inline>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
