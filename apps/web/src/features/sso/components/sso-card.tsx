// /admin's single sign-on card (owners): the email domains the organisation claims and proves by
// DNS, and its OIDC identity provider. Business plan only: other plans are told why.
import { m } from '@assay/messages';
import { toAppError } from '@assay/client';
import { Banner, Card, ErrorState, LoadingState, Stack } from '@assay/ui';
import { useSsoDomains } from '../api/sso-domains.ts';
import { useSsoProvider } from '../api/sso-provider.ts';
import { SsoRequirement } from './sso-requirement.tsx';
import { SsoDomains } from './sso-domains.tsx';
import { SsoProviderForm } from './sso-provider-form.tsx';

function ProviderSection({ authDomain }: { authDomain: string }) {
  const provider = useSsoProvider();
  return (
    <Card titleAs="h3" title={m.sso_provider_title()} description={m.sso_provider_description()}>
      {provider.isPending ? (
        <LoadingState label={m.sso_provider_loading()} />
      ) : !provider.data ? (
        <ErrorState
          title={m.sso_provider_load_failed()}
          message={toAppError(provider.error).message}
          onRetry={() => void provider.refetch()}
        />
      ) : (
        <SsoProviderForm
          // A saved provider starts the form afresh (its fields as saved, the secret empty).
          key={provider.data.provider?.updatedAt ?? 'none'}
          provider={provider.data.provider}
          authDomain={authDomain}
        />
      )}
    </Card>
  );
}

/** The single sign-on card of /admin (rendered for owners). */
export function SsoCard({ authDomain }: { authDomain: string }) {
  const domains = useSsoDomains();
  const data = domains.data;
  return (
    <Card title={m.sso_title()} description={m.sso_description()}>
      {domains.isPending ? (
        <LoadingState label={m.sso_loading()} />
      ) : !data ? (
        <ErrorState
          title={m.sso_load_failed()}
          message={toAppError(domains.error).message}
          onRetry={() => void domains.refetch()}
        />
      ) : data.included ? (
        <Stack gap="lg">
          <Card titleAs="h3" title={m.sso_domains_title()} description={m.sso_domains_description()}>
            <SsoDomains domains={data.items} />
          </Card>
          <ProviderSection authDomain={authDomain} />
          <SsoRequirement domains={data.items} />
        </Stack>
      ) : (
        <Banner tone="info">{m.sso_business_only()}</Banner>
      )}
    </Card>
  );
}
