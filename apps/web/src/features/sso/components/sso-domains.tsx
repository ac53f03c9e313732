// The domains part of /admin's single sign-on card: claim a domain, publish the TXT record it is
// given (shown with a copy button until the domain is verified), verify it, remove it after asking.
import { m } from '@assay/messages';
import { useConfirmedRowAction } from '@assay/views/list';
import { schemaRule, toAppError } from '@assay/client';
import { ssoContracts, type SsoDomain } from '@assay/domain/sso';
import {
  Badge,
  Banner,
  Button,
  DescriptionList,
  Inline,
  Stack,
  Table,
  TextField,
  useToast,
  type TableColumn,
} from '@assay/ui';
import { useState, type FormEvent } from 'react';
import { useClaimSsoDomain, useRemoveSsoDomain, useVerifySsoDomain } from '../api/sso-domains.ts';

/** The DNS record type to publish: a protocol keyword, the same in every language. */
const DNS_RECORD_TYPE = 'TXT';

const domainRule = schemaRule(ssoContracts.claimDomain.input.shape.domain);

function ClaimForm() {
  const claim = useClaimSsoDomain();
  const [domain, setDomain] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const error = claim.error ? toAppError(claim.error) : null;
  const check = domainRule(domain);
  const problem = check === true ? undefined : check;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (problem) return;
    claim.mutate(domain.trim(), {
      onSuccess: () => {
        setDomain('');
        setSubmitted(false);
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={m.sso_claim_form()}>
      <Stack gap="sm">
        {error && error.fields.length === 0 && <Banner tone="danger">{error.message}</Banner>}
        <TextField
          label={m.sso_domain_label()}
          hint={m.sso_domain_hint()}
          value={domain}
          onValueChange={(value) => {
            setDomain(value);
            if (claim.error) claim.reset();
          }}
          error={(submitted ? problem : undefined) ?? error?.fieldMessage('domain')}
          autoComplete="off"
          spellCheck={false}
          required
        />
        <Inline>
          <Button type="submit" icon="plus" loading={claim.isPending}>
            {m.sso_claim()}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

/** The record to publish for a pending domain, a button that copies its value, and the next step: verify. */
function TxtRecord({ claim }: { claim: SsoDomain }) {
  const { toast } = useToast();
  async function copy() {
    try {
      await navigator.clipboard.writeText(claim.txtValue);
      toast({ title: m.sso_record_copied(), tone: 'success' });
    } catch {
      toast({ title: m.dev_copy_failed(), description: m.sso_copy_yourself(), tone: 'danger' });
    }
  }
  return (
    <Banner tone="info">
      <Stack gap="sm">
        <span>{m.sso_publish_hint({ domain: claim.domain })}</span>
        <DescriptionList aria-label={`${m.sso_record()} ${claim.domain}`}>
          <dt>{m.common_name()}</dt>
          <dd>
            <code>{claim.recordName}</code>
          </dd>
          <dt>{m.sso_record_type()}</dt>
          <dd>
            <code>{DNS_RECORD_TYPE}</code>
          </dd>
          <dt>{m.sso_record_value()}</dt>
          <dd>
            <code>{claim.txtValue}</code>
          </dd>
        </DescriptionList>
        <Inline gap="sm">
          <Button
            size="sm"
            variant="outline"
            icon="copy"
            aria-label={m.sso_copy_record({ domain: claim.domain })}
            onClick={() => void copy()}
          >
            {m.sso_copy_value()}
          </Button>
          <VerifyButton claim={claim} />
        </Inline>
      </Stack>
    </Banner>
  );
}

function VerifyButton({ claim }: { claim: SsoDomain }) {
  const verify = useVerifySsoDomain();
  const { toast } = useToast();
  return (
    <Button
      size="sm"
      loading={verify.isPending}
      aria-label={m.sso_verify_of({ domain: claim.domain })}
      onClick={() =>
        verify.mutate(claim.domain, {
          onSuccess: () => toast({ title: m.sso_verified_toast({ domain: claim.domain }), tone: 'success' }),
          onError: (error) =>
            toast({
              title: m.sso_verify_failed({ domain: claim.domain }),
              description: toAppError(error).message,
              tone: 'danger',
            }),
        })
      }
    >
      {m.sso_verify()}
    </Button>
  );
}

function DomainsTable({ domains }: { domains: readonly SsoDomain[] }) {
  const remove = useRemoveSsoDomain();
  const actions = useConfirmedRowAction<SsoDomain>({
    label: m.common_remove(),
    labelOf: (claim) => m.sso_remove_of({ domain: claim.domain }),
    title: (claim) => m.sso_remove_title({ domain: claim.domain }),
    description: m.sso_remove_description(),
    confirmLabel: m.sso_remove(),
    run: (claim) => remove.mutateAsync(claim.domain),
  });
  const columns: TableColumn<SsoDomain>[] = [
    { id: 'domain', header: m.sso_domain_label(), cell: (claim) => claim.domain },
    {
      id: 'status',
      header: m.common_status(),
      nowrap: true,
      cell: (claim) =>
        claim.status === 'verified' ? (
          <Badge tone="success">{m.sso_status_verified()}</Badge>
        ) : (
          <Badge tone="warning">{m.sso_status_pending()}</Badge>
        ),
    },
    actions.column,
  ];
  return (
    <>
      <Table
        caption={m.sso_domains_caption()}
        columns={columns}
        rows={domains}
        getRowId={(claim) => claim.domain}
      />
      {actions.dialog}
    </>
  );
}

/** Claimed domains and the form to claim one (the plan includes single sign-on). */
export function SsoDomains({ domains }: { domains: readonly SsoDomain[] }) {
  const waiting = domains.filter((claim) => claim.status === 'pending');
  return (
    <Stack gap="md">
      {domains.length > 0 ? <DomainsTable domains={domains} /> : <p>{m.sso_no_domains()}</p>}
      {waiting.map((claim) => (
        <TxtRecord key={claim.domain} claim={claim} />
      ))}
      <ClaimForm />
    </Stack>
  );
}
