// /admin's single sign-on card (owners): the email domains the organisation claims and proves by
// DNS. Business plan only: other plans are told why, and see what they claimed before a downgrade
// (to remove it).
import { m } from '@assay/messages';
import { toAppError } from '@assay/client';
import { Banner, Card, ErrorState, LoadingState, Stack } from '@assay/ui';
import { useSsoDomains } from '../api/sso-domains.ts';
import { SsoDomains } from './sso-domains.tsx';

/** The single sign-on card of /admin (rendered for owners). */
export function SsoCard() {
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
        <SsoDomains domains={data.items} />
      ) : (
        <Stack gap="md">
          <Banner tone="info">{m.sso_business_only()}</Banner>
        </Stack>
      )}
    </Card>
  );
}
