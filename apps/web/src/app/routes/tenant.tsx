import { queryView } from '@assay/views/query';
import { m } from '@assay/messages';
import { paths, tabsOf } from '@assay/auth';
import { roleAtLeast } from '@assay/domain/roles';
import { useRouteTab, useSession } from '@assay/auth/react';
import type { PrefetchContext } from '@assay/views/app';
import { NotFoundPage } from '@assay/ui';
import { TenantPage, tenantTabLabel } from '@assay/views/tenant';
import { AssessmentComparison } from '../../features/assessments/components/assessment-comparison.tsx';
import { AssessmentsList } from '../../features/assessments/components/assessments-list.tsx';
import { TenantScores } from '../../features/assessments/components/tenant-scores.tsx';
import { useMemberName } from '../../features/assessments/hooks/use-member-name.ts';
import { useParams, useSearchParams } from 'react-router';
import { useMembers } from '../../features/members/api/list-members.ts';
import { useOrganisation } from '../../features/organisation/api/get-organisation.ts';
import { tenantLimitReason } from '../../features/organisation/plan-room.ts';
import { roomOf } from '../../features/organisation/room-of.ts';
import { SharingPanel } from '../../features/sharing/components/sharing-panel.tsx';
import { tenantQueryOptions, useTenant } from '../../features/tenants/api/get-tenant.ts';
import { EditTenantDialog } from '../../features/tenants/components/edit-tenant-dialog.tsx';
import { TenantSettings } from '../../features/tenants/components/tenant-settings.tsx';
import { RoadmapScreen } from '../../features/roadmap/components/roadmap-screen.tsx';

export const prefetch = ({ queryClient, params, ...context }: PrefetchContext) =>
  params.tenantId && queryClient.prefetchQuery(tenantQueryOptions(context, params.tenantId));

/** The tenant page (`tenant`), and the assessment workspace inside its Assessments tab (`tenantAssessment`). */
export function Component() {
  const { tenantId = '' } = useParams();
  const { tab, focus } = useRouteTab('tenant');
  const { session } = useSession();
  const query = useTenant(tenantId);
  const organisation = useOrganisation();
  const current = tabsOf('tenant').find((t) => t.id === tab);
  const members = useMembers();
  const { memberName } = useMemberName(members.data?.members);
  const [search] = useSearchParams();
  const compare = search.get('compare')?.split(',');

  const view = queryView(query, {
    offline: m.tenant_offline_description(),
    loading: m.tenant_loading(),
    failed: m.tenant_load_failed(),
    missing: () => <NotFoundPage standalone={false} />,
  });
  if (view.screen) return view.screen;
  const tenant = view.data;
  const canEdit = roleAtLeast(session?.role, 'editor') && tenant.status === 'active';
  if (!current) return <NotFoundPage standalone={false} />;

  return (
    <TenantPage
      tenant={tenant}
      actions={canEdit ? <EditTenantDialog tenant={tenant} /> : undefined}
      // Every tab keeps the focus baseline; an assessment's workspace sits one level below it (/assessments/{focus}/{id}).
      tabs={tabsOf('tenant').map((t) => ({
        to: paths.tenant({ tenantId: tenant.id, tab: t.id, focus }),
        label: tenantTabLabel(t),
        active: t.id === current.id,
      }))}
      section={tenantTabLabel(current)}
    >
      {current.id === 'settings' ? (
        <TenantSettings
          tenant={tenant}
          canArchive={roleAtLeast(session?.role, 'admin')}
          restoreBlockedReason={tenantLimitReason(organisation.data)}
        />
      ) : current.id === 'overview' ? (
        <TenantScores tenantId={tenant.id} focus={focus} />
      ) : current.id === 'assessments' && compare?.length === 2 && compare[0] && compare[1] ? (
        <AssessmentComparison tenantId={tenant.id} ids={[compare[0], compare[1]]} />
      ) : current.id === 'roadmap' ? (
        <RoadmapScreen tenantId={tenant.id} {...(focus ? { focus } : {})} />
      ) : current.id === 'assessments' ? (
        <AssessmentsList tenantId={tenant.id} canCreate={canEdit} memberName={memberName} focus={focus} />
      ) : (
        <SharingPanel
          tenant={tenant}
          canShare={canEdit}
          room={organisation.data ? roomOf(organisation.data, 'sharing') : undefined}
        />
      )}
    </TenantPage>
  );
}
