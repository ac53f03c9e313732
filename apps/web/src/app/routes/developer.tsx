import { useSession } from '@assay/auth/react';
import { isDemoProject, toAppError } from '@assay/client';
import { roomFor } from '@assay/domain/plans/room';
import { roleAtLeast } from '@assay/domain/roles';
import { Banner, Card, EmptyState, ErrorState, LoadingState, PageHeader, Stack } from '@assay/ui';
import { buildInfo, firebaseConfig } from '../../config/env.ts';
import { Diagnostics } from '../../features/developer/components/diagnostics.tsx';
import { ApiReference } from '../../features/developer/components/api-reference.tsx';
import { ApiKeysTable } from '../../features/developer/components/api-keys-table.tsx';
import { CreateKeyDialog } from '../../features/developer/components/create-key-dialog.tsx';
import { useApiKeys } from '../../features/developer/api/list-api-keys.ts';
import { useOrganisation } from '../../features/organisation/api/get-organisation.ts';

/** /developer: the organisation's API keys (owners and admins) and the REST API reference (everyone). System developers also see diagnostics. */
export function Component() {
  const { session } = useSession();
  const isAdmin = roleAtLeast(session?.role, 'admin');
  const organisation = useOrganisation();
  const keys = useApiKeys(isAdmin);
  const room = organisation.data ? roomFor(organisation.data, 'apiKeys') : undefined;

  return (
    <Stack gap="lg">
      <PageHeader title="Developer" description="API keys for the REST API at /api/v1 (its OpenAPI document is at /api/v1/openapi.json)." actions={isAdmin ? <CreateKeyDialog room={room} /> : undefined} />
      {!isAdmin ? (
        <Banner tone="info">Only admins and owners of your organisation manage API keys.</Banner>
      ) : (
        <Card title="API keys" description="Send a key as “Authorization: Bearer …”. Keys are shown once, when created; we keep only a hash.">
          <Stack gap="md">
            {room && room.message && <Banner tone={room.allowed ? 'warning' : 'info'}>{room.message}</Banner>}
            {keys.isPending ? (
              <LoadingState label="Loading API keys" />
            ) : keys.error ? (
              <ErrorState title="The keys could not be loaded" message={toAppError(keys.error).message} onRetry={() => void keys.refetch()} />
            ) : keys.data.items.length === 0 ? (
              <EmptyState icon="plus" title="No API keys yet" description="Create one to pull scores into your dashboards or push tenants from your tools." />
            ) : (
              <ApiKeysTable keys={keys.data.items} />
            )}
          </Stack>
        </Card>
      )}
      {session?.isSystemDeveloper && <Diagnostics session={session} build={buildInfo} firebase={{ projectId: firebaseConfig.projectId, emulators: isDemoProject(firebaseConfig.projectId) }} />}
      <Card title="REST API reference" description="Every operation of the API, from its OpenAPI document, with a curl line and a way to try it with a key you paste.">
        <ApiReference />
      </Card>
    </Stack>
  );
}
