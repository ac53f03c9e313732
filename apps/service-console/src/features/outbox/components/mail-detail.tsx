// One mail (/service/outbox/{id}): recipients, delivery as the Trigger Email extension wrote it,
// the message as text and as HTML, and "Resend" once its delivery failed. The HTML is shown in a
// sandboxed frame (no scripts, no same-origin, no forms or pop-ups): never injected into the page.
import { m } from '@assay/messages';
import { paths } from '@assay/auth';
import { toAppError } from '@assay/client';
import { RESENDABLE_STATE } from '@assay/domain/outbox';
import type { OutboxMail } from '@assay/domain/outbox';
import {
  Button,
  Card,
  ConfirmDialog,
  DescriptionList,
  EmptyState,
  ErrorState,
  Inline,
  LoadingState,
  RelativeTime,
  Stack,
  Tabs,
} from '@assay/ui';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useMail, useResendMail } from '../api/outbox.ts';
import { DeliveryBadge } from './delivery.tsx';
import * as styles from './outbox.css.ts';

const list = (addresses: readonly string[]) => (addresses.length ? addresses.join(', ') : m.console_none());

function Facts({ mail, local }: { mail: OutboxMail; local: boolean }) {
  const delivery = mail.delivery;
  return (
    <DescriptionList aria-label={m.console_outbox_delivery()}>
      <dt>{m.console_outbox_to()}</dt>
      <dd>{list(mail.to)}</dd>
      <dt>{m.console_outbox_queued()}</dt>
      <dd>{mail.createdAt ? <RelativeTime value={mail.createdAt} /> : m.console_unknown()}</dd>
      <dt>{m.console_outbox_delivery()}</dt>
      <dd>
        <DeliveryBadge delivery={delivery} local={local} />
      </dd>
      {delivery && (
        <>
          <dt>{m.console_outbox_attempts()}</dt>
          <dd>{delivery.attempts}</dd>
          <dt>{m.console_outbox_picked_up()}</dt>
          <dd>{delivery.startTime ? <RelativeTime value={delivery.startTime} /> : m.console_not_yet()}</dd>
          <dt>{m.console_outbox_last_attempt()}</dt>
          <dd>{delivery.endTime ? <RelativeTime value={delivery.endTime} /> : m.console_not_yet()}</dd>
          {delivery.error && (
            <>
              <dt>{m.console_outbox_error()}</dt>
              <dd>{delivery.error}</dd>
            </>
          )}
          {delivery.info && (
            <>
              <dt>{m.console_outbox_mail_server()}</dt>
              <dd>{delivery.info.response ?? m.console_outbox_no_answer()}</dd>
              <dt>{m.console_outbox_accepted()}</dt>
              <dd>{list(delivery.info.accepted)}</dd>
              <dt>{m.console_outbox_rejected()}</dt>
              <dd>{list(delivery.info.rejected)}</dd>
              {delivery.info.pending.length > 0 && (
                <>
                  <dt>{m.console_outbox_deferred()}</dt>
                  <dd>{list(delivery.info.pending)}</dd>
                </>
              )}
              {delivery.info.messageId && (
                <>
                  <dt>{m.console_outbox_message_id()}</dt>
                  <dd>
                    <code>{delivery.info.messageId}</code>
                  </dd>
                </>
              )}
            </>
          )}
        </>
      )}
      <dt>{m.console_outbox_mail_id()}</dt>
      <dd>
        <code>{mail.id}</code>
      </dd>
    </DescriptionList>
  );
}

function Resend({ mail }: { mail: OutboxMail }) {
  const resend = useResendMail();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon="refresh" onClick={() => setOpen(true)}>
        {m.console_outbox_resend()}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={m.console_outbox_resend_title()}
        description={m.console_outbox_resend_description({ subject: mail.subject, to: list(mail.to) })}
        confirmLabel={m.console_outbox_resend_confirm()}
        errorMessage={(error) => toAppError(error).message}
        onConfirm={() => resend.mutateAsync({ id: mail.id })}
      />
    </>
  );
}

function Preview({ mail }: { mail: OutboxMail }) {
  if (mail.html === null && mail.text === null)
    return (
      <EmptyState
        icon="info"
        title={m.console_outbox_no_body()}
        description={m.console_outbox_no_body_description()}
      />
    );
  const first = mail.html !== null ? 'html' : 'text';
  return (
    <Tabs.Root defaultValue={first}>
      <Tabs.List aria-label={m.console_outbox_message()}>
        {mail.html !== null && <Tabs.Trigger value="html">{m.console_outbox_html()}</Tabs.Trigger>}
        {mail.text !== null && <Tabs.Trigger value="text">{m.console_outbox_text()}</Tabs.Trigger>}
      </Tabs.List>
      {mail.html !== null && (
        <Tabs.Content value="html">
          <iframe
            className={styles.frame}
            title={m.console_outbox_html_of({ subject: mail.subject })}
            sandbox=""
            referrerPolicy="no-referrer"
            srcDoc={mail.html}
          />
        </Tabs.Content>
      )}
      {mail.text !== null && (
        <Tabs.Content value="text">
          <pre className={styles.text}>{mail.text}</pre>
        </Tabs.Content>
      )}
    </Tabs.Root>
  );
}

export function MailDetail({ id, local }: { id: string; local: boolean }) {
  const query = useMail(id);
  const { search } = useLocation();
  const back = (
    <Link to={{ pathname: paths.service({ tab: 'outbox' }), search }}>{m.console_outbox_back()}</Link>
  );
  if (query.isPending) return <LoadingState label={m.console_outbox_loading_mail()} />;
  if (query.isError) {
    const error = toAppError(query.error);
    return (
      <Stack gap="md">
        {back}
        {error.code === 'not-found' ? (
          <EmptyState
            icon="info"
            title={m.console_outbox_no_such_mail()}
            description={m.console_outbox_no_such_mail_description()}
          />
        ) : (
          <ErrorState
            title={m.console_outbox_mail_not_loaded()}
            message={error.message}
            onRetry={() => void query.refetch()}
          />
        )}
      </Stack>
    );
  }
  const mail = query.data;
  return (
    <Stack gap="lg">
      {back}
      <Card title={mail.subject}>
        <Stack gap="md">
          <Facts mail={mail} local={local} />
          {mail.delivery?.state === RESENDABLE_STATE && (
            <Inline gap="sm" align="center" wrap>
              <Resend mail={mail} />
              <span>{m.console_outbox_retry_hint()}</span>
            </Inline>
          )}
        </Stack>
      </Card>
      <Card title={m.console_outbox_message()}>
        <Preview mail={mail} />
      </Card>
    </Stack>
  );
}
