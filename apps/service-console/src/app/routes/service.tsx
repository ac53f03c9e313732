import { EmptyState, NotFoundPage, PageHeader, Stack } from '@assay/ui';
import { useParams } from 'react-router';
import { OutboxView } from '../../features/outbox/components/outbox-view.tsx';
import { ParentTenantsTable } from '../../features/parent-tenants/components/parent-tenants-table.tsx';
import { serviceTabs } from './service-tabs.ts';

export function Component() {
  const { tab = 'tenants' } = useParams();
  const current = serviceTabs.find((t) => t.id === tab);
  if (!current) return <NotFoundPage standalone={false} />;
  return (
    <Stack gap="lg">
      <PageHeader title={current.label} description={current.description} />
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
