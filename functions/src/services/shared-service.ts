// What a shared user reads (SPEC §2 shared tenant): their one tenant (`ttid`) and its completed
// assessments, nothing else. Another tenant, an assessment of another tenant or one not completed
// yet are all the same not-found, so nothing is revealed about what exists. Besides the claims
// (checked with the token's revocation on every call), the organisation's record of the shared
// user must still be in force: a revocation holds even for a token signed in the same second.
import { ASSESSMENT_LIST_MAX } from '@assay/domain/assessments';
import type { Answer, Assessment } from '@assay/domain/assessments';
import type { Control, Domain } from '@assay/domain/baselines';
import { DomainError } from '@assay/domain/errors';
import type { Tenant } from '@assay/domain/tenants';
import type { SharedViewer } from '@assay/domain/viewer';
import type { OrgData } from '../data/org-data.ts';

export interface SharingOrganisation {
  name: string;
  branding?: { logoUrl?: string; accentColor?: string; contactEmail?: string };
}

function notFound(): DomainError {
  return new DomainError('not-found', 'This tenant does not exist or you cannot see it.');
}

function assessmentNotFound(): DomainError {
  return new DomainError('not-found', 'This assessment does not exist or you cannot see it.');
}

/** The organisation and the tenant, if `tenantId` is the viewer's and their sharing is in force. */
async function sharedTenant(org: OrgData, viewer: SharedViewer, tenantId: string): Promise<{ organisation: SharingOrganisation; tenant: Tenant }> {
  if (viewer.tenantId !== tenantId) throw notFound();
  const [organisation, tenant, record] = await Promise.all([org.organisation.get(), org.tenants.get(tenantId), org.sharedUsers.get(viewer.uid)]);
  if (!organisation || !tenant || tenant.status !== 'active' || !record || record.revokedAt || record.tenantId !== tenantId) throw notFound();
  return { organisation: { name: organisation.name, ...(organisation.branding ? { branding: organisation.branding } : {}) }, tenant };
}

const isCompleted = (assessment: Assessment) => assessment.status === 'completed';

export async function sharedOverview(org: OrgData, viewer: SharedViewer, tenantId: string): Promise<{ organisation: SharingOrganisation; tenant: Tenant; assessments: Assessment[] }> {
  const { organisation, tenant } = await sharedTenant(org, viewer, tenantId);
  const assessments = await org.assessments.byTenant(tenantId, ASSESSMENT_LIST_MAX);
  return { organisation, tenant, assessments: assessments.filter(isCompleted) };
}

export async function sharedAssessment(
  org: OrgData,
  viewer: SharedViewer,
  input: { tenantId: string; assessmentId: string },
): Promise<{ organisation: SharingOrganisation; assessment: Assessment; answers: Answer[]; domains: Domain[]; controls: Control[] }> {
  const { organisation } = await sharedTenant(org, viewer, input.tenantId);
  const assessment = await org.assessments.get(input.assessmentId);
  if (!assessment || assessment.tenantId !== input.tenantId || !isCompleted(assessment)) throw assessmentNotFound();
  const [answers, header] = await Promise.all([org.assessments.answersOf(assessment.id), org.baselines.header(assessment.baseline.id)]);
  if (!header) throw new Error(`Assessment ${assessment.id} pins baseline ${assessment.baseline.id}, which no longer exists`);
  const version = await org.baselines.load(header);
  return { organisation, assessment, answers, domains: version.domains, controls: version.controls };
}
