// The identity-provider part of /admin's single sign-on card: the OIDC provider's issuer, client
// id and secret, and the role people join with. The secret is written once and never shown:
// once saved, the field is empty and only replaces it when filled.
import { m } from '@assay/messages';
import { schemaRule, toAppError } from '@assay/client';
import {
  SSO_CLIENT_ID_MAX,
  SSO_CLIENT_SECRET_MAX,
  SSO_ISSUER_MAX,
  ssoContracts,
  ssoJoinRoles,
  type SsoJoinRole,
  type SsoProvider,
} from '@assay/domain/sso';
import { roleHint, roleLabel } from '@assay/views/labels';
import { Banner, Button, Inline, Select, Stack, TextField, useToast } from '@assay/ui';
import { useState, type FormEvent } from 'react';
import { useSaveSsoProvider } from '../api/sso-provider.ts';

const fields = ssoContracts.saveProvider.input.shape;
const issuerRule = schemaRule(fields.issuer);
const clientIdRule = schemaRule(fields.clientId);

const problemOf = (rule: (value: string) => true | string, value: string) => {
  const check = rule(value);
  return check === true ? undefined : check;
};

/** Where the provider sends people back: Firebase Auth's handler on the app's auth domain. */
export function ssoRedirectUri(authDomain: string): string {
  return `https://${authDomain}/__/auth/handler`;
}

export function SsoProviderForm({
  provider,
  authDomain,
}: {
  provider: SsoProvider | null;
  authDomain: string;
}) {
  const save = useSaveSsoProvider();
  const { toast } = useToast();
  const [issuer, setIssuer] = useState(provider?.issuer ?? '');
  const [clientId, setClientId] = useState(provider?.clientId ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [defaultRole, setDefaultRole] = useState<SsoJoinRole>(provider?.defaultRole ?? 'viewer');
  const [submitted, setSubmitted] = useState(false);
  const error = save.error ? toAppError(save.error) : null;
  const problems = {
    issuer: problemOf(issuerRule, issuer),
    clientId: problemOf(clientIdRule, clientId),
    // The first save needs a secret; later ones keep the saved secret when the field stays empty.
    clientSecret: provider || clientSecret.trim() !== '' ? undefined : m.field_rule_required(),
  };
  const shown = (field: keyof typeof problems) =>
    (submitted ? problems[field] : undefined) ?? error?.fieldMessage(field);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(problems).some(Boolean)) return;
    const secret = clientSecret.trim();
    save.mutate(
      {
        issuer: issuer.trim(),
        clientId: clientId.trim(),
        defaultRole,
        ...(secret ? { clientSecret: secret } : {}),
      },
      {
        onSuccess: () => {
          setClientSecret('');
          setSubmitted(false);
          toast({ title: m.sso_provider_saved(), tone: 'success' });
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={m.sso_provider_form()}>
      <Stack gap="md">
        {provider?.registration === 'auth-emulator' && (
          <Banner tone="info">{m.sso_provider_emulator()}</Banner>
        )}
        {error && error.fields.length === 0 && <Banner tone="danger">{error.message}</Banner>}
        <TextField
          label={m.sso_redirect_uri()}
          hint={m.sso_redirect_uri_hint()}
          value={ssoRedirectUri(authDomain)}
          readOnly
          onValueChange={() => undefined}
          onFocus={(event) => event.currentTarget.select()}
        />
        <TextField
          label={m.sso_issuer()}
          hint={m.sso_issuer_hint()}
          value={issuer}
          onValueChange={setIssuer}
          maxLength={SSO_ISSUER_MAX}
          error={shown('issuer')}
          autoComplete="off"
          spellCheck={false}
          required
        />
        <TextField
          label={m.sso_client_id()}
          value={clientId}
          onValueChange={setClientId}
          maxLength={SSO_CLIENT_ID_MAX}
          error={shown('clientId')}
          autoComplete="off"
          spellCheck={false}
          required
        />
        <TextField
          label={m.sso_client_secret()}
          hint={provider ? m.sso_client_secret_hint_saved() : m.sso_client_secret_hint_new()}
          type="password"
          value={clientSecret}
          onValueChange={setClientSecret}
          maxLength={SSO_CLIENT_SECRET_MAX}
          error={shown('clientSecret')}
          autoComplete="new-password"
          required={!provider}
        />
        <Select
          label={m.sso_default_role()}
          value={defaultRole}
          onValueChange={(value) => setDefaultRole(value as SsoJoinRole)}
          options={ssoJoinRoles.map((value) => ({ value, label: roleLabel(value) }))}
          hint={`${m.sso_default_role_hint()} ${roleHint(defaultRole)}.`}
        />
        {provider && (
          <p>
            {m.sso_provider_id()}: <code>{provider.providerId}</code>
          </p>
        )}
        <Inline>
          <Button type="submit" loading={save.isPending}>
            {m.sso_provider_save()}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
