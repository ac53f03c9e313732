// External respondents (issue 10): invitations by email with a secret link, and what the
// respondent may do with it. Only the token's hash is stored; a bad, expired or revoked token is
// one not-found with no data, and failed attempts are counted per IP and per invitation (the
// token's prefix names it) so that guessing is cut off after a few tries.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ContractParsedInput } from '@assay/domain/contracts';
import { activityTarget, respondentActor } from '@assay/domain/assessments';
import type { Answer, Assessment } from '@assay/domain/assessments';
import { ACCESS_ENDED, DomainError } from '@assay/domain/errors';
import { clientLanguageOf } from '@assay/domain/locales';
import {
  FAILED_ATTEMPTS_PER_INVITE_HOUR,
  FAILED_ATTEMPTS_PER_IP_HOUR,
  INVITE_DAYS_DEFAULT,
  respondentInvitationIdOfToken,
  respondentInvitationStatusAt,
  TOKEN_SECRET_BYTES,
} from '@assay/domain/respondents';
import type { RespondentInvitation, respondentsContracts } from '@assay/domain/respondents';
import type { Tenant } from '@assay/domain/tenants';
import type { AttemptKey } from '../data/attempts/attempts.ts';
import type { OrgData } from '../data/org-data.ts';
import type { StoredRespondentInvitation } from '../data/respondents/invitations.ts';
import { respondentInvitationMail } from '../mails/respondent-invitation.ts';
import { gateAttempts } from './credential-attempts.ts';
import type { TokenAccess } from './credential-attempts.ts';
import { assessmentNotFound, requireAssessment, saveAnswer, tableOf } from './assessments-service.ts';

const DAY_MS = 86_400_000;

export type InviteInput = ContractParsedInput<typeof respondentsContracts.invite>;
export type RespondentCredential = ContractParsedInput<typeof respondentsContracts.open>;
export type RespondentSaveInput = ContractParsedInput<typeof respondentsContracts.saveAnswer>;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newToken(inviteId: string): string {
  return `${inviteId}_${randomBytes(TOKEN_SECRET_BYTES).toString('base64url')}`;
}

function publicRespondentInvitation(invite: StoredRespondentInvitation, now: Date): RespondentInvitation {
  const { tokenHash: _hash, ...rest } = invite;
  return { ...rest, status: respondentInvitationStatusAt(invite, now) };
}

function respondentInvitationNotFound(): DomainError {
  return new DomainError('not-found', 'This invitation does not exist or you cannot see it.', {
    reason: 'respondent-invitation-not-found',
  });
}

/** The landing page's link; the token goes in the query so the path stays a route of the app. */
export function invitationLink(appOrigin: string, tid: string, tenantId: string, token: string): string {
  return `${appOrigin}/in-progress/${encodeURIComponent(tid)}/${encodeURIComponent(tenantId)}?token=${encodeURIComponent(token)}`;
}

/** Refs the invitation covers, checked against the pinned version; undefined: every control. */
async function scopedRefs(
  org: OrgData,
  assessment: Assessment,
  refs: string[] | undefined,
): Promise<{ refs: string[] | undefined; count: number }> {
  const table = await tableOf(org, assessment);
  if (!refs) return { refs: undefined, count: table.controls.length };
  const unique = [...new Set(refs)];
  const unknown = unique.filter((ref) => !table.byRef.has(ref));
  if (unknown.length > 0) {
    throw new DomainError(
      'invalid-argument',
      'Some of these controls are not in the assessment’s baseline version.',
      {
        fields: [
          {
            path: 'controlRefs',
            rule: 'not-controls',
            params: { refs: unknown.slice(0, 5).join(', ') },
            message: `Not controls of this assessment: ${unknown.slice(0, 5).join(', ')}`,
          },
        ],
      },
    );
  }
  return { refs: unique, count: unique.length };
}

interface SendOptions {
  now: Date;
  actorUid: string;
  appOrigin: string;
}

/** Creates an invitation and queues its email in the same transaction; the token exists only in the email. */
export async function inviteRespondent(
  org: OrgData,
  input: InviteInput,
  options: SendOptions,
): Promise<RespondentInvitation> {
  const assessment = await org.assessments.get(input.assessmentId);
  if (!assessment) throw assessmentNotFound();
  const scope = await scopedRefs(org, assessment, input.controlRefs);
  return org.transaction(async (tx) => {
    const [current, organisation] = await Promise.all([
      requireAssessment(tx, input.assessmentId),
      tx.organisation.get(),
    ]);
    const tenant = await tx.tenants.get(current.tenantId);
    if (!tenant || !organisation) throw assessmentNotFound();
    if (current.status === 'completed' || current.status === 'archived')
      throw new DomainError(
        'failed-precondition',
        'Only an assessment that is still being answered can have respondents. Reopen it first.',
        { reason: 'assessment-completed' },
      );
    const id = tx.respondentInvitations.newId();
    const token = newToken(id);
    const at = options.now.toISOString();
    const expiresAt = new Date(
      options.now.getTime() + (input.expiresInDays ?? INVITE_DAYS_DEFAULT) * DAY_MS,
    ).toISOString();
    const email = input.email.toLowerCase();
    const invite: StoredRespondentInvitation = {
      id,
      assessmentId: current.id,
      tenantId: current.tenantId,
      email,
      ...(input.name ? { name: input.name } : {}),
      ...(scope.refs ? { controlRefs: scope.refs } : {}),
      tokenHash: hashToken(token),
      expiresAt,
      createdAt: at,
      createdBy: options.actorUid,
      sentAt: at,
      sendCount: 1,
    };
    tx.respondentInvitations.put(invite);
    tx.mail.queue({
      to: email,
      ...respondentInvitationMail(
        {
          organisationName: organisation.name,
          tenantName: tenant.name,
          assessmentName: current.name,
          controls: scope.count,
          link: invitationLink(options.appOrigin, org.tid, tenant.id, token),
          expiresAt,
        },
        clientLanguageOf(tenant, organisation),
      ),
    });
    tx.audit.record({
      target: activityTarget(current.id),
      tenantId: current.tenantId,
      summary: `Invited an outside respondent to answer ${scope.count === 1 ? '1 control' : `${scope.count} controls`}`,
      subjectName: email,
    });
    return publicRespondentInvitation(invite, options.now);
  });
}

export async function listRespondentInvitations(
  org: OrgData,
  assessmentId: string,
  now: Date,
): Promise<{ items: RespondentInvitation[] }> {
  const [assessment, invitations] = await Promise.all([
    org.assessments.get(assessmentId),
    org.respondentInvitations.ofAssessment(assessmentId),
  ]);
  if (!assessment) throw assessmentNotFound();
  return { items: invitations.map((invite) => publicRespondentInvitation(invite, now)) };
}

/** Revokes (the link stops working) or resends (a new token, a new email, the expiry starts again). */
export async function changeRespondentInvitation(
  org: OrgData,
  input: { assessmentId: string; inviteId: string },
  change: 'revoke' | 'resend',
  options: SendOptions,
): Promise<RespondentInvitation> {
  return org.transaction(async (tx) => {
    const [invite, organisation] = await Promise.all([
      tx.respondentInvitations.get(input.inviteId),
      tx.organisation.get(),
    ]);
    if (!invite || invite.assessmentId !== input.assessmentId) throw respondentInvitationNotFound();
    const [assessment, tenant] = await Promise.all([
      tx.assessments.get(invite.assessmentId),
      tx.tenants.get(invite.tenantId),
    ]);
    if (!assessment || !tenant || !organisation) throw respondentInvitationNotFound();
    const at = options.now.toISOString();
    if (change === 'revoke') {
      if (invite.revokedAt) return publicRespondentInvitation(invite, options.now);
      const revoked = { ...invite, revokedAt: at };
      tx.respondentInvitations.put(revoked);
      tx.audit.record({
        target: activityTarget(assessment.id),
        tenantId: assessment.tenantId,
        summary: 'Revoked an outside respondent’s link',
        subjectName: invite.email,
      });
      return publicRespondentInvitation(revoked, options.now);
    }
    if (invite.revokedAt)
      throw new DomainError('failed-precondition', 'This invitation was revoked: invite the person again.', {
        reason: 'invitation-revoked',
      });
    if (assessment.status === 'completed' || assessment.status === 'archived')
      throw new DomainError(
        'failed-precondition',
        'This assessment is no longer being answered. Reopen it first.',
        { reason: 'assessment-completed' },
      );
    const token = newToken(invite.id);
    const lifetime = Math.max(DAY_MS, Date.parse(invite.expiresAt) - Date.parse(invite.sentAt));
    const resent: StoredRespondentInvitation = {
      ...invite,
      tokenHash: hashToken(token),
      sentAt: at,
      sendCount: invite.sendCount + 1,
      expiresAt: new Date(options.now.getTime() + lifetime).toISOString(),
    };
    tx.respondentInvitations.put(resent);
    tx.mail.queue({
      to: invite.email,
      ...respondentInvitationMail(
        {
          organisationName: organisation.name,
          tenantName: tenant.name,
          assessmentName: assessment.name,
          controls: invite.controlRefs?.length ?? assessment.summary.controls,
          link: invitationLink(options.appOrigin, org.tid, tenant.id, token),
          expiresAt: resent.expiresAt,
        },
        clientLanguageOf(tenant, organisation),
      ),
    });
    tx.audit.record({
      target: activityTarget(assessment.id),
      tenantId: assessment.tenantId,
      summary: 'Sent an outside respondent a new link',
      subjectName: invite.email,
    });
    return publicRespondentInvitation(resent, options.now);
  });
}

export type { TokenAccess } from './credential-attempts.ts';

function badLink(): DomainError {
  return new DomainError(
    'not-found',
    'This link does not work any more: it may have expired or been revoked. Ask the person who invited you for a new one.',
    { reason: ACCESS_ENDED },
  );
}

interface Authenticated {
  org: OrgData;
  invite: StoredRespondentInvitation;
  assessment: Assessment;
  tenant: Tenant;
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The invitation a token opens, or one not-found. Before anything is read, the caller's IP and
 * the invitation the token names must have failed attempts left this hour; a failure counts
 * against both (resource-exhausted once used up, whatever the token).
 */
async function authenticate(
  access: TokenAccess,
  credential: RespondentCredential,
  now: Date,
): Promise<Authenticated> {
  const inviteId = respondentInvitationIdOfToken(credential.token);
  const keys: AttemptKey[] = [
    { scope: 'ip', key: access.ip, limit: FAILED_ATTEMPTS_PER_IP_HOUR },
    ...(inviteId
      ? [{ scope: 'invite', key: `${credential.orgId}/${inviteId}`, limit: FAILED_ATTEMPTS_PER_INVITE_HOUR }]
      : []),
  ];
  const refuse = await gateAttempts(access.attempts, keys, now, badLink);
  if (!inviteId) return refuse();
  const org = access.org(credential.orgId, respondentActor(inviteId));
  const invite = await org.respondentInvitations.get(inviteId);
  if (
    !invite ||
    invite.tenantId !== credential.tenantId ||
    !sameHash(invite.tokenHash, hashToken(credential.token))
  )
    return refuse();
  const status = respondentInvitationStatusAt(invite, now);
  if (status === 'revoked' || status === 'expired') return refuse();
  const [assessment, tenant] = await Promise.all([
    org.assessments.get(invite.assessmentId),
    org.tenants.get(invite.tenantId),
  ]);
  if (
    !assessment ||
    !tenant ||
    assessment.tenantId !== tenant.id ||
    assessment.status === 'archived' ||
    tenant.status === 'archived'
  )
    return refuse();
  return { org, invite, assessment, tenant };
}

const OPENED_EVERY_MS = 3_600_000;

export async function openAsRespondent(access: TokenAccess, credential: RespondentCredential, now: Date) {
  const { org, invite, assessment, tenant } = await authenticate(access, credential, now);
  const header = await org.baselines.header(assessment.baseline.id);
  if (!header) throw badLink();
  const [version, answers, organisation] = await Promise.all([
    org.baselines.load(header),
    org.assessments.answersOf(assessment.id),
    // The organisation's default matters only when the tenant has no client language.
    tenant.clientLanguage ? null : org.organisation.get(),
  ]);
  const allowed = invite.controlRefs ? new Set(invite.controlRefs) : null;
  const controls = version.controls.filter((control) => !allowed || allowed.has(control.ref));
  const domainIds = new Set(controls.map((control) => control.domainId));
  const refs = new Set(controls.map((control) => control.ref));
  // Members see when the link was last opened; written at most hourly, so a reload costs no write.
  if (!invite.lastOpenedAt || now.getTime() - Date.parse(invite.lastOpenedAt) > OPENED_EVERY_MS) {
    await org.transaction(async (tx) => {
      const current = await tx.respondentInvitations.get(invite.id);
      if (current) tx.respondentInvitations.put({ ...current, lastOpenedAt: now.toISOString() });
    });
  }
  return {
    tenantName: tenant.name,
    assessment: {
      name: assessment.name,
      status: assessment.status,
      baselineName: assessment.baseline.name,
      baselineVersion: assessment.baseline.version,
    },
    respondent: {
      email: invite.email,
      ...(invite.name ? { name: invite.name } : {}),
      expiresAt: invite.expiresAt,
      ...(invite.doneAt ? { doneAt: invite.doneAt } : {}),
    },
    domains: version.domains.filter((domain) => domainIds.has(domain.id)),
    controls,
    answers: answers.filter((answer: Answer) => refs.has(answer.ref)),
    serverTime: now.toISOString(),
    language: clientLanguageOf(tenant, organisation),
  };
}

export async function saveAsRespondent(
  access: TokenAccess,
  input: RespondentSaveInput,
  now: Date,
): Promise<{ answer: Answer }> {
  const { org, invite } = await authenticate(access, input, now);
  const { answer } = await saveAnswer(
    org,
    {
      assessmentId: invite.assessmentId,
      controlRef: input.controlRef,
      expectedRevision: input.expectedRevision,
      answer: input.answer,
    },
    {
      author: { kind: 'respondent', inviteId: invite.id, email: invite.email },
      now,
      allowedRefs: invite.controlRefs ? new Set(invite.controlRefs) : undefined,
    },
  );
  return { answer };
}

/** "I'm done": recorded once on the invitation and in the assessment's activity. */
export async function respondentDone(
  access: TokenAccess,
  credential: RespondentCredential,
  now: Date,
): Promise<{ doneAt: string }> {
  const { org, invite, assessment } = await authenticate(access, credential, now);
  return org.transaction(async (tx) => {
    const current = await tx.respondentInvitations.get(invite.id);
    if (!current) throw badLink();
    if (current.doneAt) return { doneAt: current.doneAt };
    const doneAt = now.toISOString();
    tx.respondentInvitations.put({ ...current, doneAt });
    tx.audit.record({
      target: activityTarget(assessment.id),
      tenantId: assessment.tenantId,
      summary: 'An outside respondent finished answering',
      subjectName: invite.email,
    });
    return { doneAt };
  });
}
