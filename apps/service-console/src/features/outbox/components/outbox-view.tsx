// The outbox tab: every mail the product queued, newest first, with the delivery state the Trigger
// Email extension wrote back; searched by one recipient's exact address and filtered by state
// (?to= and ?state= in the URL), cursor-paged. A subject opens the mail (/service/outbox/{id}).
// On the local emulators the Auth emulator's sign-in and account links are listed too.
import { paths } from '@assay/auth';
import { useCursorPages } from '@assay/client';
import { emailSchema } from '@assay/domain/members';
import { authLinkLabel, mailDeliveryLabels, mailDeliveryStates } from '@assay/domain/outbox';
import type { AuthLink, MailDeliveryState, OutboxMail } from '@assay/domain/outbox';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  Inline,
  RelativeTime,
  Select,
  Stack,
  Table,
  TextField,
  type TableColumn,
} from '@assay/ui';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useUrlFilters, type UrlFiltersPatch } from '@assay/views/app';
import { PagedTable } from '@assay/views/list';
import { useOutboxPage, type OutboxFilters } from '../api/outbox.ts';
import { DeliveryBadge } from './delivery.tsx';
import { MailDetail } from './mail-detail.tsx';
import * as styles from './outbox.css.ts';

const ANY = 'any';

const linkColumns: TableColumn<AuthLink>[] = [
  {
    id: 'kind',
    header: 'Kind',
    cell: (row) => <Badge tone="accent">{authLinkLabel(row.requestType)}</Badge>,
  },
  { id: 'to', header: 'To', cell: (row) => row.email },
  {
    id: 'link',
    header: 'Link',
    cell: (row) => (
      <a
        href={row.link}
        aria-label={`Open link: ${authLinkLabel(row.requestType)} for ${row.email}`}
        target="_blank"
        rel="noreferrer"
      >
        Open link
      </a>
    ),
  },
];

const recipients = (mail: OutboxMail) => mail.to.join(', ') || 'No recipient';

function mailColumns(local: boolean, search: string): TableColumn<OutboxMail>[] {
  return [
    {
      id: 'queued',
      header: 'Queued',
      nowrap: true,
      hideBelow: 'sm',
      cell: (row) => (row.createdAt ? <RelativeTime value={row.createdAt} /> : '—'),
    },
    { id: 'to', header: 'To', hideBelow: 'sm', cell: (row) => recipients(row) },
    {
      id: 'subject',
      header: 'Subject',
      cell: (row) => (
        <>
          <Link to={{ pathname: paths.service({ tab: 'outbox', focus: row.id }), search }}>
            {row.subject}
          </Link>
          <span className={styles.phoneOnly}>
            To {recipients(row)}
            {row.createdAt && (
              <>
                {' · '}
                <RelativeTime value={row.createdAt} />
              </>
            )}
          </span>
        </>
      ),
    },
    {
      id: 'delivery',
      header: 'Delivery',
      nowrap: true,
      cell: (row) => <DeliveryBadge delivery={row.delivery} local={local} />,
    },
    {
      id: 'attempts',
      header: 'Attempts',
      align: 'end',
      hideBelow: 'sm',
      cell: (row) => row.delivery?.attempts ?? 0,
    },
    {
      id: 'error',
      header: 'Error',
      hideBelow: 'md',
      cell: (row) =>
        row.delivery?.error ? <span className={styles.clipped}>{row.delivery.error}</span> : '—',
    },
  ];
}

function useFilters(): [OutboxFilters, UrlFiltersPatch] {
  const [params, patch] = useUrlFilters();
  const state = params.get('state');
  const filters: OutboxFilters = {
    recipient: params.get('to') ?? '',
    state: mailDeliveryStates.find((known) => known === state),
  };
  return [filters, patch];
}

/** An exact address, checked as the server checks it (its error names what is wrong) before it is asked. */
function RecipientSearch({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (recipient: string | undefined) => void;
}) {
  const [text, setText] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setError(null);
      onSearch(undefined);
      return;
    }
    const parsed = emailSchema.safeParse(text);
    setError(parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Enter an email address.'));
    if (parsed.success) onSearch(parsed.data);
  };
  return (
    <form
      role="search"
      aria-label="Search the outbox by recipient"
      className={styles.search}
      onSubmit={submit}
      noValidate
    >
      <TextField
        label="Recipient"
        type="email"
        icon="search"
        size="sm"
        value={text}
        onValueChange={setText}
        error={error}
        maxLength={320}
        autoComplete="off"
        placeholder="name@example.com"
      />
      <Button type="submit" size="sm">
        Search
      </Button>
      {value && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setText('');
            setError(null);
            onSearch(undefined);
          }}
        >
          Clear
        </Button>
      )}
    </form>
  );
}

export function OutboxView({ focus }: { focus: string | undefined }) {
  const [filters, setFilters] = useFilters();
  const pages = useCursorPages(JSON.stringify(filters));
  const query = useOutboxPage(filters, focus ? undefined : pages.cursor);
  const { search } = useLocation();
  const page = query.data;
  const local = Boolean(page?.links);
  if (focus) return <MailDetail key={focus} id={focus} local={local} />;
  const filtered = filters.recipient !== '' || filters.state !== undefined;
  return (
    <Stack gap="lg">
      <Card
        title="Mail"
        description="Every message the service queued, newest first, with the delivery state the Trigger Email extension wrote back."
      >
        <Stack gap="md">
          <Inline gap="md" align="flex-end" wrap>
            <RecipientSearch
              key={filters.recipient}
              value={filters.recipient}
              onSearch={(to) => setFilters({ to })}
            />
            <Select
              label="Delivery"
              size="sm"
              value={filters.state ?? ANY}
              onValueChange={(state) => setFilters({ state: state === ANY ? undefined : state })}
              options={[
                { value: ANY, label: 'Any state' },
                ...mailDeliveryStates.map((state: MailDeliveryState) => ({
                  value: state,
                  label: mailDeliveryLabels[state],
                })),
              ]}
            />
          </Inline>
          <PagedTable
            caption="Mail"
            columns={mailColumns(local, search)}
            getRowId={(row) => row.id}
            query={query}
            pages={pages}
            errorTitle="The outbox could not be loaded"
            filtered={filtered}
            noMatch={{
              icon: 'search',
              title: 'No mail matches',
              description:
                'The search finds one recipient’s exact address; try another address or delivery state.',
            }}
            empty={{
              icon: 'mail',
              title: 'No mail yet',
              description: 'Mail the service queues (invitations, links, notices) appears here.',
            }}
          />
        </Stack>
      </Card>
      {page?.links && (
        <Card
          title="Sign-in and account links"
          description="Local emulators only: links the Auth emulator would have emailed. A link disappears once it is used."
        >
          <Table
            caption="Sign-in and account links"
            columns={linkColumns}
            rows={page.links}
            getRowId={(row) => row.code}
            emptyState={
              <EmptyState
                icon="info"
                title="No links waiting"
                description="Request an email link on the sign-in page and it shows up here."
              />
            }
          />
        </Card>
      )}
    </Stack>
  );
}
