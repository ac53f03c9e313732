import { tabsOf } from '@assay/auth';
import { useRouteTab } from '@assay/auth/react';
import { EmptyState, LoadingState, NotFoundPage, PageHeader, Stack } from '@assay/ui';
import { lazy, Suspense } from 'react';
import { serviceTabDetails } from './service-tabs.ts';

// The tenants tab's filters (Radix Select), CSV export and tables load with it, off the console's first route.
const ParentTenantsTable = lazy(() => import('../../features/parent-tenants/components/parent-tenants-table.tsx').then((m) => ({ default: m.ParentTenantsTable })));
// The outbox (mail table, detail, resend) checks addresses with zod: loaded with its tab so zod stays off the console's first route.
const OutboxView = lazy(() => import('../../features/outbox/components/outbox-view.tsx').then((m) => ({ default: m.OutboxView })));
// The subscriptions tab: its table, filters and override dialogs load with it.
const SubscriptionsView = lazy(() => import('../../features/subscriptions/components/subscriptions-view.tsx').then((m) => ({ default: m.SubscriptionsView })));
// The audit tab: its filters, table and CSV export load with it, off the console's first route.
const AuditView = lazy(() => import('../../features/audit/components/audit-view.tsx').then((m) => ({ default: m.AuditView })));
// The users tab: its dialogs and actions load with it, off the console's first route.
const UsersView = lazy(() => import('../../features/users/components/users-view.tsx').then((m) => ({ default: m.UsersView })));

export function Component() {
  const { tab, focus } = useRouteTab('service');
  const current = tabsOf('service').find((t) => t.id === tab);
  if (!current) return <NotFoundPage standalone={false} />;
  return (
    <Stack gap="lg">
      <PageHeader title={current.label} description={serviceTabDetails[current.id].description} />
      {current.id === 'tenants' ? (
        <Suspense fallback={<LoadingState label="Loading organisations" />}>
          <ParentTenantsTable />
        </Suspense>
      ) : current.id === 'outbox' ? (
        <Suspense fallback={<LoadingState label="Loading the outbox" />}>
          <OutboxView focus={focus} />
        </Suspense>
      ) : current.id === 'subscriptions' ? (
        <Suspense fallback={<LoadingState label="Loading subscriptions" />}>
          <SubscriptionsView />
        </Suspense>
      ) : current.id === 'audit' ? (
        <Suspense fallback={<LoadingState label="Loading the audit log" />}>
          <AuditView />
        </Suspense>
      ) : current.id === 'users' ? (
        <Suspense fallback={<LoadingState label="Loading users" />}>
          <UsersView focus={focus} />
        </Suspense>
      ) : (
        <EmptyState icon="info" title={`${current.label} is being built`} description="This tab is not available yet in this version of Assay." />
      )}
    </Stack>
  );
}
