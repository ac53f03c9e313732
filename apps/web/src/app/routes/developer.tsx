import { paths, tabsOf } from '@assay/auth';
import { useRouteTab, useSession } from '@assay/auth/react';
import { isDemoProject, toAppError } from '@assay/client';
import { roomFor } from '@assay/domain/plans/room';
import { roleAtLeast } from '@assay/domain/roles';
import {
  Banner,
  Card,
  EmptyState,
  ErrorState,
  LoadingState,
  NotFoundPage,
  PageHeader,
  Stack,
  TabsNav,
} from '@assay/ui';
import { buildInfo, firebaseConfig } from '../../config/env.ts';
import { Diagnostics } from '../../features/developer/components/diagnostics.tsx';
import { ApiReference } from '../../features/developer/components/api-reference.tsx';
import { ApiKeysTable } from '../../features/developer/components/api-keys-table.tsx';
import { CreateKeyDialog } from '../../features/developer/components/create-key-dialog.tsx';
import { useApiKeys } from '../../features/developer/api/list-api-keys.ts';
import { useOrganisation } from '../../features/organisation/api/get-organisation.ts';

const descriptions = {
  keys: 'API keys for the REST API at /api/v1. Send a key as “Authorization: Bearer …”.',
  reference:
    'Every operation of the REST API, from its OpenAPI document (/api/v1/openapi.json), with a curl line and a way to try it with a key you paste.',
  diagnostics: 'Build, Firebase project and your claims, for system developers.',
} as const;

function ApiKeysSection({ isAdmin }: { isAdmin: boolean }) {
  const keys = useApiKeys(isAdmin);
  const organisation = useOrganisation();
  const room = organisation.data ? roomFor(organisation.data, 'apiKeys') : undefined;
  if (!isAdmin)
    return <Banner tone="info">Only admins and owners of your organisation manage API keys.</Banner>;
  return (
    <Card
      title="API keys"
      description="Keys are shown once, when created; we keep only a hash."
      actions={<CreateKeyDialog room={room} />}
    >
      <Stack gap="md">
        {room && room.message && <Banner tone={room.allowed ? 'warning' : 'info'}>{room.message}</Banner>}
        {keys.isPending ? (
          <LoadingState label="Loading API keys" />
        ) : keys.error ? (
          <ErrorState
            title="The keys could not be loaded"
            message={toAppError(keys.error).message}
            onRetry={() => void keys.refetch()}
          />
        ) : keys.data.items.length === 0 ? (
          <EmptyState
            icon="plus"
            title="No API keys yet"
            description="Create one to pull scores into your dashboards or push tenants from your tools."
          />
        ) : (
          <ApiKeysTable keys={keys.data.items} />
        )}
      </Stack>
    </Card>
  );
}

/** `/developer/:tab?`: API keys (owners and admins manage them), the REST reference (everyone), diagnostics (system developers only; not-found for anyone else). */
export function Component() {
  const { tab } = useRouteTab('developer');
  const { session } = useSession();
  const isSystemDeveloper = session?.isSystemDeveloper === true;
  if (!tab || (tab === 'diagnostics' && !isSystemDeveloper)) return <NotFoundPage standalone={false} />;
  const tabs = tabsOf('developer').filter((t) => t.id !== 'diagnostics' || isSystemDeveloper);
  return (
    <Stack gap="lg">
      <PageHeader title="Developer" description={descriptions[tab]}>
        <TabsNav
          label="Developer sections"
          items={tabs.map((t) => ({
            to: paths.developer({ tab: t.id }),
            label: t.label,
            active: t.id === tab,
          }))}
        />
      </PageHeader>
      {tab === 'keys' && <ApiKeysSection isAdmin={roleAtLeast(session?.role, 'admin')} />}
      {tab === 'reference' && <ApiReference />}
      {tab === 'diagnostics' && session && (
        <Diagnostics
          session={session}
          build={buildInfo}
          firebase={{
            projectId: firebaseConfig.projectId,
            emulators: isDemoProject(firebaseConfig.projectId),
          }}
        />
      )}
    </Stack>
  );
}
