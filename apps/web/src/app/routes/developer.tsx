import { m } from '@assay/messages';
import { paths, tabsOf } from '@assay/auth';
import { useRouteTab, useSession } from '@assay/auth/react';
import { isDemoProject, toAppError } from '@assay/client';
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
import { roomOf } from '../../features/organisation/room-of.ts';

type DeveloperTab = 'keys' | 'reference' | 'diagnostics';
const tabs: Record<DeveloperTab, { label: () => string; description: () => string }> = {
  keys: { label: m.dev_tab_keys, description: m.dev_keys_description },
  reference: { label: m.dev_tab_reference, description: m.dev_reference_description },
  diagnostics: { label: m.dev_tab_diagnostics, description: m.dev_diagnostics_description },
};

function ApiKeysSection({ isAdmin }: { isAdmin: boolean }) {
  const keys = useApiKeys(isAdmin);
  const organisation = useOrganisation();
  const room = organisation.data ? roomOf(organisation.data, 'apiKeys') : undefined;
  if (!isAdmin) return <Banner tone="info">{m.dev_only_admins()}</Banner>;
  return (
    <Card
      title={m.dev_tab_keys()}
      description={m.dev_keys_card_description()}
      actions={<CreateKeyDialog room={room} />}
    >
      <Stack gap="md">
        {room && room.message && <Banner tone={room.allowed ? 'warning' : 'info'}>{room.message}</Banner>}
        {keys.isPending ? (
          <LoadingState label={m.dev_keys_loading()} />
        ) : keys.error ? (
          <ErrorState
            title={m.dev_keys_load_failed()}
            message={toAppError(keys.error).message}
            onRetry={() => void keys.refetch()}
          />
        ) : keys.data.items.length === 0 ? (
          <EmptyState
            icon="plus"
            title={m.dev_keys_empty_title()}
            description={m.dev_keys_empty_description()}
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
  const shown = tabsOf('developer').filter((t) => t.id !== 'diagnostics' || isSystemDeveloper);
  return (
    <Stack gap="lg">
      <PageHeader title={m.dev_title()} description={tabs[tab].description()}>
        <TabsNav
          label={m.dev_sections()}
          items={shown.map((t) => ({
            to: paths.developer({ tab: t.id }),
            label: tabs[t.id].label(),
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
