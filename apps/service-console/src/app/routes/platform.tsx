import { m } from '@assay/messages';
import { tabsOf, type TabId } from '@assay/auth';
import { useRouteTab } from '@assay/auth/react';
import { LoadingState, NotFoundPage, PageHeader, Stack } from '@assay/ui';
import { lazy, Suspense, type ComponentType } from 'react';
import { platformTabDetails } from './platform-tabs.ts';

// The tenants tab's filters (Radix Select), CSV export and tables load with it, off the console's first route.
const OrganisationsTable = lazy(() =>
  import('../../features/organisations/components/organisations-table.tsx').then((m) => ({
    default: m.OrganisationsTable,
  })),
);
// The outbox (mail table, detail, resend) checks addresses with zod: loaded with its tab so zod stays off the console's first route.
const OutboxView = lazy(() =>
  import('../../features/outbox/components/outbox-view.tsx').then((m) => ({ default: m.OutboxView })),
);
// The subscriptions tab: its table, filters and override dialogs load with it.
const SubscriptionsView = lazy(() =>
  import('../../features/subscriptions/components/subscriptions-view.tsx').then((m) => ({
    default: m.SubscriptionsView,
  })),
);
// The audit tab: its filters, table and CSV export load with it, off the console's first route.
const AuditView = lazy(() =>
  import('../../features/audit/components/audit-view.tsx').then((m) => ({ default: m.AuditView })),
);
// The users tab: its dialogs and actions load with it, off the console's first route.
const UsersView = lazy(() =>
  import('../../features/users/components/users-view.tsx').then((m) => ({ default: m.UsersView })),
);

/** Each tab's view (given the route's focus) and what its loading state says. */
const tabViews: Record<
  TabId<'service'>,
  { View: ComponentType<{ focus: string | undefined }>; loading: () => string }
> = {
  tenants: { View: OrganisationsTable, loading: m.console_loading_organisations },
  users: { View: UsersView, loading: m.console_loading_users },
  subscriptions: { View: SubscriptionsView, loading: m.console_loading_subscriptions },
  audit: { View: AuditView, loading: m.console_loading_audit },
  outbox: { View: OutboxView, loading: m.console_loading_outbox },
};

export function Component() {
  const { tab, focus } = useRouteTab('service');
  const current = tabsOf('service').find((t) => t.id === tab);
  if (!current) return <NotFoundPage standalone={false} />;
  const { View, loading } = tabViews[current.id];
  return (
    <Stack gap="lg">
      <PageHeader
        title={platformTabDetails[current.id].label()}
        description={platformTabDetails[current.id].description()}
      />
      <Suspense fallback={<LoadingState label={loading()} />}>
        <View focus={focus} />
      </Suspense>
    </Stack>
  );
}
