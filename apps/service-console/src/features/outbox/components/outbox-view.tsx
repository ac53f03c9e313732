// The outbox tab: every mail the product queued, newest first, with the delivery state the Trigger
// Email extension wrote back; searched by one recipient's exact address and filtered by state
// (?to= and ?state= in the URL), cursor-paged. A subject opens the mail (/service/outbox/{id}).
// On the local emulators the Auth emulator's sign-in and account links are listed too.
import { m } from '@assay/messages';
import { paths } from '@assay/auth';
import { issueMessage, useCursorPages, useFieldWording } from '@assay/client';
import { emailSchema } from '@assay/domain/members';
import { mailDeliveryStates } from '@assay/domain/outbox';
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
import { DeliveryBadge, deliveryLabel } from './delivery.tsx';
import { MailDetail } from './mail-detail.tsx';
import * as styles from './outbox.css.ts';

const ANY = 'any';

const authLinks: Record<string, () => string> = {
  EMAIL_SIGNIN: m.console_auth_link_signin,
  PASSWORD_RESET: m.console_auth_link_password_reset,
  VERIFY_EMAIL: m.console_auth_link_verify_email,
  RECOVER_EMAIL: m.console_auth_link_recover_email,
  VERIFY_AND_CHANGE_EMAIL: m.console_auth_link_change_email,
};
/** An Auth emulator link's kind in the page's language; an unknown kind as the emulator names it. */
const authLinkLabel = (requestType: string): string =>
  authLinks[requestType]?.() ?? requestType.toLowerCase().replace(/_/g, ' ');

const linkColumns = (): TableColumn<AuthLink>[] => [
  {
    id: 'kind',
    header: m.common_kind(),
    cell: (row) => <Badge tone="accent">{authLinkLabel(row.requestType)}</Badge>,
  },
  { id: 'to', header: m.console_outbox_to(), cell: (row) => row.email },
  {
    id: 'link',
    header: m.console_outbox_link(),
    cell: (row) => (
      <a
        href={row.link}
        aria-label={m.console_outbox_open_link_for({
          kind: authLinkLabel(row.requestType),
          email: row.email,
        })}
        target="_blank"
        rel="noreferrer"
      >
        {m.console_outbox_open_link()}
      </a>
    ),
  },
];

const recipients = (mail: OutboxMail) => mail.to.join(', ') || m.console_outbox_no_recipient();

function mailColumns(local: boolean, search: string): TableColumn<OutboxMail>[] {
  return [
    {
      id: 'queued',
      header: m.console_outbox_queued(),
      nowrap: true,
      hideBelow: 'sm',
      cell: (row) => (row.createdAt ? <RelativeTime value={row.createdAt} /> : '—'),
    },
    { id: 'to', header: m.console_outbox_to(), hideBelow: 'sm', cell: (row) => recipients(row) },
    {
      id: 'subject',
      header: m.console_outbox_subject(),
      cell: (row) => (
        <>
          <Link to={{ pathname: paths.service({ tab: 'outbox', focus: row.id }), search }}>
            {row.subject}
          </Link>
          <span className={styles.phoneOnly}>
            {m.console_outbox_to_recipients({ recipients: recipients(row) })}
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
      header: m.console_outbox_delivery(),
      nowrap: true,
      cell: (row) => <DeliveryBadge delivery={row.delivery} local={local} />,
    },
    {
      id: 'attempts',
      header: m.console_outbox_attempts(),
      align: 'end',
      hideBelow: 'sm',
      cell: (row) => row.delivery?.attempts ?? 0,
    },
    {
      id: 'error',
      header: m.console_outbox_error(),
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
  useFieldWording();
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
    const issue = parsed.error?.issues[0];
    setError(parsed.success ? null : issue ? issueMessage(issue) : m.console_outbox_enter_email());
    if (parsed.success) onSearch(parsed.data);
  };
  return (
    <form
      role="search"
      aria-label={m.console_outbox_search_label()}
      className={styles.search}
      onSubmit={submit}
      noValidate
    >
      <TextField
        label={m.console_outbox_recipient()}
        type="email"
        icon="search"
        size="sm"
        value={text}
        onValueChange={setText}
        error={error}
        maxLength={320}
        autoComplete="off"
        placeholder={m.console_email_placeholder()}
      />
      <Button type="submit" size="sm">
        {m.common_search()}
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
          {m.common_clear()}
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
      <Card title={m.console_outbox_mail()} description={m.console_outbox_mail_description()}>
        <Stack gap="md">
          <Inline gap="md" align="flex-end" wrap>
            <RecipientSearch
              key={filters.recipient}
              value={filters.recipient}
              onSearch={(to) => setFilters({ to })}
            />
            <Select
              label={m.console_outbox_delivery()}
              size="sm"
              value={filters.state ?? ANY}
              onValueChange={(state) => setFilters({ state: state === ANY ? undefined : state })}
              options={[
                { value: ANY, label: m.console_outbox_any_state() },
                ...mailDeliveryStates.map((state: MailDeliveryState) => ({
                  value: state,
                  label: deliveryLabel(state),
                })),
              ]}
            />
          </Inline>
          <PagedTable
            caption={m.console_outbox_mail()}
            columns={mailColumns(local, search)}
            getRowId={(row) => row.id}
            query={query}
            pages={pages}
            errorTitle={m.console_outbox_not_loaded()}
            filtered={filtered}
            noMatch={{
              icon: 'search',
              title: m.console_outbox_no_match(),
              description: m.console_outbox_no_match_description(),
            }}
            empty={{
              icon: 'mail',
              title: m.console_outbox_empty(),
              description: m.console_outbox_empty_description(),
            }}
          />
        </Stack>
      </Card>
      {page?.links && (
        <Card title={m.console_outbox_links()} description={m.console_outbox_links_description()}>
          <Table
            caption={m.console_outbox_links()}
            columns={linkColumns()}
            rows={page.links}
            getRowId={(row) => row.code}
            emptyState={
              <EmptyState
                icon="info"
                title={m.console_outbox_no_links()}
                description={m.console_outbox_no_links_description()}
              />
            }
          />
        </Card>
      )}
    </Stack>
  );
}
