// /admin's SCIM card (owners): the endpoint an identity provider (Okta, Entra ID) is given, and the
// tokens it authenticates with — created here and shown once, listed with their last use, revoked
// after a confirmation. Business plan only: other plans see why the button is off.
import { m } from '@assay/messages';
import { useConfirmedRowAction } from '@assay/views/list';
import { schemaRule, toAppError, useFieldWording } from '@assay/client';
import { scimContracts, SCIM_TOKEN_NAME_MAX, type ScimToken } from '@assay/domain/scim';
import {
  Badge,
  Banner,
  Button,
  Card,
  Dialog,
  ErrorState,
  LoadingState,
  RelativeTime,
  Stack,
  Table,
  TextField,
  useToast,
  type TableColumn,
} from '@assay/ui';
import { useState, type FormEvent } from 'react';
import { useCreateScimToken, useRevokeScimToken, useScimTokens } from '../api/scim-tokens.ts';

const nameRule = schemaRule(scimContracts.createToken.input.shape.name);

/** Where the provider sends its requests: this origin's /scim/v2 (the hosting rewrite). */
export function scimBaseUrl(origin: string): string {
  return `${origin}/scim/v2`;
}

function CreateTokenDialog({ disabledReason }: { disabledReason: string | undefined }) {
  useFieldWording();
  const create = useCreateScimToken();
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const error = create.error ? toAppError(create.error) : null;
  const check = nameRule(name);
  const nameProblem = check === true ? undefined : check;

  function onOpenChange(next: boolean) {
    setOpen(next);
    // The token text lives only in this dialog: closing it forgets the text for good.
    setSecret(null);
    if (next) {
      setName('');
      setSubmitted(false);
      create.reset();
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (nameProblem) return;
    create.mutate(name.trim(), { onSuccess: (created) => setSecret(created.secret) });
  }

  async function copy() {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      toast({ title: m.scim_copied(), tone: 'success' });
    } catch {
      toast({ title: m.dev_copy_failed(), description: m.dev_copy_yourself(), tone: 'danger' });
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button icon="plus" disabled={disabledReason !== undefined} title={disabledReason}>
          {m.scim_create()}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Title>{secret ? m.scim_copy_title() : m.scim_create_title()}</Dialog.Title>
        <Dialog.Description>{secret ? m.scim_shown_once() : m.scim_create_description()}</Dialog.Description>
        {secret ? (
          <Stack gap="md">
            <TextField
              label={m.scim_token()}
              value={secret}
              readOnly
              onValueChange={() => undefined}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button icon="copy" onClick={() => void copy()}>
              {m.scim_copy()}
            </Button>
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              {m.common_done()}
            </Button>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate aria-label={m.scim_create_title()}>
            <Stack gap="md">
              {error && error.fields.length === 0 && <Banner tone="danger">{error.message}</Banner>}
              <TextField
                label={m.common_name()}
                hint={m.scim_name_hint()}
                value={name}
                onValueChange={setName}
                maxLength={SCIM_TOKEN_NAME_MAX}
                error={(submitted ? nameProblem : undefined) ?? error?.fieldMessage('name')}
                required
              />
              <Button type="submit" loading={create.isPending}>
                {m.scim_create_submit()}
              </Button>
            </Stack>
          </form>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function TokensTable({ tokens }: { tokens: readonly ScimToken[] }) {
  const revoke = useRevokeScimToken();
  const actions = useConfirmedRowAction<ScimToken>({
    label: m.invite_revoke(),
    labelOf: (token) => m.scim_revoke_of({ name: token.name }),
    hiddenFor: (token) => token.status === 'revoked',
    title: (token) => m.scim_revoke_title({ name: token.name }),
    description: m.scim_revoke_description(),
    confirmLabel: m.scim_revoke(),
    run: (token) => revoke.mutateAsync(token.id),
  });
  const columns: TableColumn<ScimToken>[] = [
    {
      id: 'name',
      header: m.common_name(),
      cell: (token) => (
        <Stack gap="xs">
          <span>{token.name}</span>
          <code>{`${token.prefix}_…`}</code>
        </Stack>
      ),
    },
    {
      id: 'status',
      header: m.common_status(),
      width: 100,
      cell: (token) =>
        token.status === 'active' ? (
          <Badge tone="success">{m.common_status_active()}</Badge>
        ) : (
          <Badge tone="neutral">{m.common_status_revoked()}</Badge>
        ),
    },
    {
      id: 'createdBy',
      header: m.dev_created_by(),
      nowrap: true,
      cell: (token) => token.createdByName ?? m.dev_someone(),
    },
    {
      id: 'lastUsed',
      header: m.dev_last_used(),
      nowrap: true,
      cell: (token) => (token.lastUsedAt ? <RelativeTime value={token.lastUsedAt} /> : m.common_never()),
    },
    actions.column,
  ];
  return (
    <>
      <Table
        caption={m.scim_tokens_caption()}
        columns={columns}
        rows={tokens}
        getRowId={(token) => token.id}
      />
      {actions.dialog}
    </>
  );
}

/** The SCIM card of /admin (rendered for owners). */
export function ScimCard({ origin = window.location.origin }: { origin?: string }) {
  const tokens = useScimTokens();
  const data = tokens.data;
  const included = data?.included === true;
  const active = data?.items.filter((token) => token.status === 'active').length ?? 0;
  return (
    <Card
      title={m.scim_title()}
      description={m.scim_description()}
      actions={
        data ? (
          <CreateTokenDialog disabledReason={included ? undefined : m.scim_business_only()} />
        ) : undefined
      }
    >
      {tokens.isPending ? (
        <LoadingState label={m.scim_loading()} />
      ) : !data ? (
        <ErrorState
          title={m.scim_load_failed()}
          message={toAppError(tokens.error).message}
          onRetry={() => void tokens.refetch()}
        />
      ) : (
        <Stack gap="md">
          {!included && <Banner tone="info">{m.scim_business_only()}</Banner>}
          {/* The address is of use only with a token: a plan without SCIM is told why, not where. */}
          {included && (
            <TextField
              label={m.scim_endpoint()}
              hint={m.scim_endpoint_hint()}
              value={scimBaseUrl(origin)}
              readOnly
              onValueChange={() => undefined}
              onFocus={(event) => event.currentTarget.select()}
            />
          )}
          {data.items.length > 0 ? (
            <TokensTable tokens={data.items} />
          ) : (
            included && <p>{m.scim_no_tokens()}</p>
          )}
          {included && active === 0 && data.items.length > 0 && <p>{m.scim_none_active()}</p>}
          {/* The provider is the source of truth: removing a member by hand does not outlast its next sync. */}
          {active > 0 && <Banner tone="info">{m.scim_source_of_truth()}</Banner>}
        </Stack>
      )}
    </Card>
  );
}
