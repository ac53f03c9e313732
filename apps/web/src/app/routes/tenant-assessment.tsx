import type { PrefetchContext } from '@assay/views/app';
import { useParams } from 'react-router';
import { assessmentQueryOptions } from '../../features/assessments/api/get-assessment.ts';
import { AssessmentScreen } from '../../features/assessments/components/assessment-screen.tsx';
import { useMembers } from '../../features/members/api/list-members.ts';
import { InviteRespondentDialog } from '../../features/respondents/components/invite-respondent-dialog.tsx';
import { useOrganisation } from '../../features/organisation/api/get-organisation.ts';
import { tenantQueryOptions, useTenant } from '../../features/tenants/api/get-tenant.ts';

export const prefetch = ({ queryClient, params, ...context }: PrefetchContext) =>
  params.tenantId &&
  params.assessmentId &&
  Promise.all([
    queryClient.prefetchQuery(tenantQueryOptions(context, params.tenantId)),
    queryClient.prefetchQuery(assessmentQueryOptions(context, params.assessmentId)),
  ]);

/** The assessment workspace (`tenantAssessment`): inside the tenant's Assessments tab, under its baseline as the focus. */
export function Component() {
  const { tenantId = '', assessmentId = '' } = useParams();
  const tenant = useTenant(tenantId);
  const organisation = useOrganisation();
  const members = useMembers();
  return (
    <AssessmentScreen
      key={assessmentId}
      tenantId={tenantId}
      tenantName={tenant.data?.name}
      assessmentId={assessmentId}
      organisationName={organisation.data?.organisation.name}
      branding={organisation.data?.organisation.branding}
      clientLanguage={
        tenant.data?.clientLanguage ?? organisation.data?.organisation.defaultLanguage ?? undefined
      }
      members={members.data?.members}
      InviteRespondents={InviteRespondentDialog}
    />
  );
}
