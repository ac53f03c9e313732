import { queryView } from '@assay/views/query';
import { m } from '@assay/messages';
import { useSession } from '@assay/auth/react';
import { toAppError } from '@assay/client';
import { Button, ErrorState, LoadingState, PageHeader, Stack } from '@assay/ui';
import { Link } from 'react-router';
import { paths } from '@assay/auth';
import type { PrefetchContext } from '@assay/views/app';
import { dashboardQueryOptions, useDashboard } from '../../features/dashboard/api/get-dashboard.ts';
import { PortfolioDashboard } from '../../features/dashboard/components/portfolio-dashboard.tsx';
import {
  organisationQueryOptions,
  useOrganisation,
} from '../../features/organisation/api/get-organisation.ts';
import { GetStarted } from '../../features/organisation/components/get-started.tsx';
import { PlanUsage } from '../../features/organisation/components/plan-usage.tsx';
import { planLabel } from '../../features/organisation/plan-room.ts';

export const prefetch = (context: PrefetchContext) =>
  Promise.all([
    context.queryClient.prefetchQuery(organisationQueryOptions(context)),
    context.queryClient.prefetchQuery(dashboardQueryOptions(context)),
  ]);

export function Component() {
  const { session } = useSession();
  const organisation = useOrganisation();
  const dashboard = useDashboard();
  const greeting = session?.displayName
    ? m.home_welcome_name({ name: session.displayName })
    : m.home_welcome();
  const view = queryView(organisation, {
    offline: m.home_offline_description(),
    loading: m.home_loading(),
    failed: m.home_failed(),
  });
  if (view.screen) return view.screen;
  const overview = view.data;
  return (
    <Stack gap="lg">
      <PageHeader
        title={greeting}
        documentTitle={m.home_document()}
        description={`${overview.organisation.name} · ${planLabel(overview)}`}
        actions={
          <Button asChild icon="building">
            <Link to={paths.tenants()}>{m.home_go_tenants()}</Link>
          </Button>
        }
      />
      <GetStarted
        overview={overview}
        tenantsPath={paths.tenants()}
        invitePath={paths.admin()}
        {...(dashboard.data ? { assessmentStarted: dashboard.data.onboarding.assessment } : {})}
      />
      {dashboard.data ? (
        <PortfolioDashboard dashboard={dashboard.data} />
      ) : dashboard.isError ? (
        <ErrorState
          title={m.home_dashboard_failed()}
          message={toAppError(dashboard.error).message}
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <LoadingState label={m.home_dashboard_loading()} />
      )}
      <PlanUsage overview={overview} />
    </Stack>
  );
}
