// One mail (/service/outbox/{id}): recipients, delivery as the Trigger Email extension wrote it,
// the message as text and as HTML, and "Resend" once its delivery failed. The HTML is shown in a
// sandboxed frame (no scripts, no same-origin, no forms or pop-ups): never injected into the page.
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

const list = (addresses: readonly string[]) => (addresses.length ? addresses.join(', ') : 'None');

function Facts({ mail, local }: { mail: OutboxMail; local: boolean }) {
  const delivery = mail.delivery;
  return (
    <DescriptionList aria-label="Delivery">
      <dt>To</dt>
      <dd>{list(mail.to)}</dd>
      <dt>Queued</dt>
      <dd>{mail.createdAt ? <RelativeTime value={mail.createdAt} /> : 'Unknown'}</dd>
      <dt>Delivery</dt>
      <dd>
        <DeliveryBadge delivery={delivery} local={local} />
      </dd>
      {delivery && (
        <>
          <dt>Attempts</dt>
          <dd>{delivery.attempts}</dd>
          <dt>Picked up</dt>
          <dd>{delivery.startTime ? <RelativeTime value={delivery.startTime} /> : 'Not yet'}</dd>
          <dt>Last attempt ended</dt>
          <dd>{delivery.endTime ? <RelativeTime value={delivery.endTime} /> : 'Not yet'}</dd>
          {delivery.error && (
            <>
              <dt>Error</dt>
              <dd>{delivery.error}</dd>
            </>
          )}
          {delivery.info && (
            <>
              <dt>Mail server</dt>
              <dd>{delivery.info.response ?? 'No answer recorded'}</dd>
              <dt>Accepted</dt>
              <dd>{list(delivery.info.accepted)}</dd>
              <dt>Rejected</dt>
              <dd>{list(delivery.info.rejected)}</dd>
              {delivery.info.pending.length > 0 && (
                <>
                  <dt>Deferred</dt>
                  <dd>{list(delivery.info.pending)}</dd>
                </>
              )}
              {delivery.info.messageId && (
                <>
                  <dt>Message id</dt>
                  <dd>
                    <code>{delivery.info.messageId}</code>
                  </dd>
                </>
              )}
            </>
          )}
        </>
      )}
      <dt>Mail id</dt>
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
        Resend
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Send this mail again?"
        description={`The Trigger Email extension tries once more to deliver “${mail.subject}” to ${list(mail.to)}. The resend is recorded in the global audit log.`}
        confirmLabel="Resend mail"
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
        title="No message body"
        description="This document names a template or has no text: the extension builds the message."
      />
    );
  const first = mail.html !== null ? 'html' : 'text';
  return (
    <Tabs.Root defaultValue={first}>
      <Tabs.List aria-label="Message">
        {mail.html !== null && <Tabs.Trigger value="html">HTML</Tabs.Trigger>}
        {mail.text !== null && <Tabs.Trigger value="text">Text</Tabs.Trigger>}
      </Tabs.List>
      {mail.html !== null && (
        <Tabs.Content value="html">
          <iframe
            className={styles.frame}
            title={`HTML of “${mail.subject}”`}
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
  const back = <Link to={{ pathname: paths.service({ tab: 'outbox' }), search }}>Back to the outbox</Link>;
  if (query.isPending) return <LoadingState label="Loading the mail" />;
  if (query.isError) {
    const error = toAppError(query.error);
    return (
      <Stack gap="md">
        {back}
        {error.code === 'not-found' ? (
          <EmptyState
            icon="info"
            title="No such mail"
            description="No document of the mail collection has this id."
          />
        ) : (
          <ErrorState
            title="The mail could not be loaded"
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
              <span>The extension tries again and counts one more attempt.</span>
            </Inline>
          )}
        </Stack>
      </Card>
      <Card title="Message">
        <Preview mail={mail} />
      </Card>
    </Stack>
  );
}
