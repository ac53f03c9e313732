import { tabsOf } from '@assay/auth';
import { useRouteTab } from '@assay/auth/react';
import { EmptyState, NotFoundPage, PageHeader, Stack } from '@assay/ui';
import { OutboxView } from '../../features/outbox/components/outbox-view.tsx';
import { ParentTenantsTable } from '../../features/parent-tenants/components/parent-tenants-table.tsx';
import { serviceTabDetails } from './service-tabs.ts';

export function Component() {
  const { tab } = useRouteTab('service');
  const current = tabsOf('service').find((t) => t.id === tab);
  if (!current) return <NotFoundPage standalone={false} />;
  return (
    <Stack gap="lg">
      <PageHeader title={current.label} description={serviceTabDetails[current.id].description} />
      {current.id === 'tenants' ? (
        <ParentTenantsTable />
      ) : current.id === 'outbox' ? (
        <OutboxView />
      ) : (
        <EmptyState icon="info" title={`${current.label} is being built`} description="This tab is not available yet in this version of Assay." />
      )}
    </Stack>
  );
}
