import { toAppError } from '@assay/client';
import { authLinkLabel } from '@assay/domain/outbox';
import type { AuthLink, OutboxMail } from '@assay/domain/outbox';
import { Badge, Card, EmptyState, ErrorState, Stack, Table, type TableColumn, type Tone } from '@assay/ui';
import { useOutbox } from '../api/list-outbox.ts';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const deliveryLabels: Record<NonNullable<OutboxMail['delivery']>, { label: string; tone: Tone }> = {
  PENDING: { label: 'Pending', tone: 'neutral' },
  PROCESSING: { label: 'Sending', tone: 'accent' },
  RETRY: { label: 'Retrying', tone: 'warning' },
  SUCCESS: { label: 'Sent', tone: 'success' },
  ERROR: { label: 'Failed', tone: 'danger' },
};

const linkColumns: TableColumn<AuthLink>[] = [
  { id: 'kind', header: 'Kind', cell: (row) => <Badge tone="accent">{authLinkLabel(row.requestType)}</Badge> },
  { id: 'to', header: 'To', cell: (row) => row.email },
  {
    id: 'link',
    header: 'Link',
    cell: (row) => (
      <a href={row.link} aria-label={`Open link: ${authLinkLabel(row.requestType)} for ${row.email}`} target="_blank" rel="noreferrer">
        Open link
      </a>
    ),
  },
];

const mailColumns: TableColumn<OutboxMail>[] = [
  { id: 'to', header: 'To', cell: (row) => row.to.join(', ') || 'No recipient' },
  { id: 'subject', header: 'Subject', cell: (row) => row.subject },
  { id: 'text', header: 'Message', cell: (row) => (row.text ?? row.html?.replace(/<[^>]+>/g, ' ') ?? '').slice(0, 160) },
  { id: 'queued', header: 'Queued', cell: (row) => (row.createdAt ? dateFormat.format(new Date(row.createdAt)) : '—') },
  {
    id: 'delivery',
    header: 'Delivery',
    cell: (row) => {
      const state = row.delivery ? deliveryLabels[row.delivery] : { label: 'Not sent (local)', tone: 'neutral' as const };
      return <Badge tone={state.tone}>{state.label}</Badge>;
    },
  },
];

/** What the product would have emailed, as the local emulators hold it. */
export function OutboxView() {
  const query = useOutbox();
  if (query.isError) {
    const error = toAppError(query.error);
    return <ErrorState title="The outbox is not available" message={error.message} onRetry={() => query.refetch()} />;
  }
  const outbox = query.data;
  return (
    <Stack gap="lg">
      <Card title="Sign-in and account links" description="Links the Auth emulator would have emailed. A link disappears once it is used.">
        <Table
          caption="Sign-in and account links"
          columns={linkColumns}
          rows={outbox?.links ?? []}
          getRowId={(row) => row.code}
          loading={query.isPending}
          emptyState={<EmptyState icon="info" title="No links waiting" description="Request an email link on the sign-in page and it shows up here." />}
        />
      </Card>
      <Card title="Mail" description="Documents of the mail collection, newest first (the Trigger Email extension sends them in production).">
        <Table
          caption="Mail"
          columns={mailColumns}
          rows={outbox?.mail ?? []}
          getRowId={(row) => row.id}
          loading={query.isPending}
          emptyState={<EmptyState icon="info" title="No mail yet" description="Mail the product queues appears here." />}
        />
      </Card>
    </Stack>
  );
}
