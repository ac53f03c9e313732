import { describe, expect, it } from 'vitest';
import { ACCESS_ENDED, DomainError } from '@assay/domain/errors';
import { FAILED_ATTEMPTS_PER_INVITE_HOUR, FAILED_ATTEMPTS_PER_IP_HOUR } from '@assay/domain/respondents';
import { codeOf } from '../../test/support/domain-code.ts';
import type { MemoryOrgData } from '../../test/support/memory-org-data.ts';
import { memoryAttempts } from '../data/attempts/attempts.ts';
import { fixtureNow as now, orgFixture } from '../../test/support/org-fixture.ts';
import { createAssessment, getAssessment } from './assessments-service.ts';
import {
  changeRespondentInvitation,
  inviteRespondent,
  listRespondentInvitations,
  openAsRespondent,
  respondentDone,
  saveAsRespondent,
} from './respondents-service.ts';
import type { TokenAccess } from './respondents-service.ts';

const send = { now, actorUid: 'u1', appOrigin: 'https://app.test' };

async function world(clientLanguage?: 'fr') {
  const a = await orgFixture('org-a', {
    organisation: { name: 'Northwind' },
    baselines: [{ id: 'bl', controls: 5, domains: 2 }],
    tenants: { t1: { name: 'Contoso', ...(clientLanguage ? { clientLanguage } : {}) } },
  });
  const assessment = await createAssessment(
    a,
    'u1',
    { tenantId: 't1', baselineId: 'bl', name: 'Supplier review' },
    { now },
  );
  const attempts = memoryAttempts();
  const access = (ip = '203.0.113.5'): TokenAccess => ({ org: () => a, attempts, ip });
  return { a, assessment, attempts, access };
}

/** The token of the last invitation email (the only place it exists). */
function tokenFromMail(org: MemoryOrgData): { token: string; link: string } {
  const text = org.state.mail.at(-1)?.text ?? '';
  const link = /https:\/\/app\.test\/in-progress\/\S+/.exec(text)?.[0] ?? '';
  return { token: decodeURIComponent(new URL(link).searchParams.get('token') ?? ''), link };
}

describe('respondent invitations', () => {
  it('emails a link to the landing page with a token stored only as its hash, and lists the invitation', async () => {
    const { a, assessment } = await world();
    const invite = await inviteRespondent(
      a,
      { assessmentId: assessment.id, email: 'ann@supplier.test', controlRefs: ['C-0002', 'C-0004'] },
      send,
    );
    expect(invite).toMatchObject({
      email: 'ann@supplier.test',
      controlRefs: ['C-0002', 'C-0004'],
      status: 'active',
      expiresAt: '2026-03-15T10:00:00.000Z',
      sendCount: 1,
    });
    const { token, link } = tokenFromMail(a);
    expect(link.startsWith(`https://app.test/in-progress/org-a/t1?token=`)).toBe(true);
    expect(a.state.mail.at(-1)).toMatchObject({
      to: 'ann@supplier.test',
      subject: 'Northwind asks you to answer “Supplier review”',
    });
    // ≥ 128 bits of secret after the invitation id.
    expect(Buffer.from(token.split('_').slice(1).join('_'), 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = JSON.stringify(
      [...a.store.docs.entries()].filter(([path]) => path.includes('respondentInvites')),
    );
    expect(stored).not.toContain(token.slice(token.indexOf('_') + 1));
    expect((await listRespondentInvitations(a, assessment.id, now)).items.map((item) => item.id)).toEqual([
      invite.id,
    ]);
  });

  it("writes the invitation in the tenant's client language: a French tenant's respondent gets a French subject and body", async () => {
    const { a, assessment } = await world('fr');
    await inviteRespondent(
      a,
      { assessmentId: assessment.id, email: 'ann@supplier.test', controlRefs: ['C-0002', 'C-0004'] },
      send,
    );
    const mail = a.state.mail.at(-1);
    expect(mail?.subject).toBe('Northwind vous demande de répondre à « Supplier review »');
    expect(mail?.text).toContain(
      "Northwind vous invite à répondre à 2 contrôles de l'évaluation « Supplier review » pour Contoso.",
    );
    expect(mail?.text).toContain("Le lien est valable jusqu'au 15 mars 2026.");
    expect(mail?.text).toContain(tokenFromMail(a).link);
  });

  it("tells the respondent's page the tenant's client language, else the organisation's default", async () => {
    for (const [clientLanguage, organisationDefault, expected] of [
      ['fr', 'de', 'fr'],
      [undefined, 'de', 'de'],
      [undefined, undefined, 'en'],
    ] as const) {
      const { a, assessment, access } = await world(clientLanguage);
      if (organisationDefault)
        await a.transaction((tx) =>
          Promise.resolve(tx.organisation.setProfile({ defaultLanguage: organisationDefault })),
        );
      await inviteRespondent(a, { assessmentId: assessment.id, email: 'ann@supplier.test' }, send);
      const opened = await openAsRespondent(
        access(),
        { orgId: 'org-a', tenantId: 't1', token: tokenFromMail(a).token },
        now,
      );
      expect(opened.language).toBe(expected);
    }
  });

  it('writes the invitation in English when neither the tenant nor the organisation chose a language', async () => {
    const { a, assessment } = await world();
    await inviteRespondent(
      a,
      { assessmentId: assessment.id, email: 'ann@supplier.test', controlRefs: ['C-0002'] },
      send,
    );
    expect(a.state.mail.at(-1)?.text).toMatch(
      /^Northwind invited you to answer 1 control of the assessment “Supplier review” for Contoso\.\n\n.*\nThe link works until March 15, 2026\./s,
    );
  });

  it('lets the respondent open, answer only their controls, and say they are done', async () => {
    const { a, assessment, access } = await world();
    await inviteRespondent(
      a,
      { assessmentId: assessment.id, email: 'ann@supplier.test', controlRefs: ['C-0002', 'C-0004'] },
      send,
    );
    const { token } = tokenFromMail(a);
    const credential = { orgId: 'org-a', tenantId: 't1', token };
    const opened = await openAsRespondent(access(), credential, now);
    expect(opened).toMatchObject({
      tenantName: 'Contoso',
      assessment: { name: 'Supplier review' },
      respondent: { email: 'ann@supplier.test' },
    });
    expect(opened.controls.map((control) => control.ref)).toEqual(['C-0002', 'C-0004']);
    const saved = await saveAsRespondent(
      access(),
      {
        ...credential,
        controlRef: 'C-0002',
        expectedRevision: 0,
        answer: { status: 'met', comment: 'MFA everywhere' },
      },
      now,
    );
    expect(saved.answer).toMatchObject({
      status: 'met',
      revision: 1,
      updatedBy: { kind: 'respondent', email: 'ann@supplier.test' },
    });
    expect(
      await codeOf(
        saveAsRespondent(
          access(),
          { ...credential, controlRef: 'C-0001', expectedRevision: 0, answer: { status: 'met' } },
          now,
        ),
      ),
    ).toBe('not-found');
    expect((await getAssessment(a, assessment.id, now)).assessment.summary.met).toBe(1);
    expect(await respondentDone(access(), credential, now)).toEqual({ doneAt: now.toISOString() });
    expect((await listRespondentInvitations(a, assessment.id, now)).items[0]).toMatchObject({
      status: 'done',
      doneAt: now.toISOString(),
    });
    expect(a.state.audit.map((entry) => entry.summary)).toContain('An outside respondent finished answering');
  });

  it('answers a wrong, revoked or expired token with the same not-found, and a resent link replaces the old one', async () => {
    const { a, assessment, access } = await world();
    const invite = await inviteRespondent(
      a,
      { assessmentId: assessment.id, email: 'ann@supplier.test', expiresInDays: 2 },
      send,
    );
    const first = tokenFromMail(a).token;
    const open = async (token: string, at = now, tenantId = 't1') => {
      const error = await openAsRespondent(access(), { orgId: 'org-a', tenantId, token }, at).catch(
        (caught: unknown) => caught,
      );
      return error instanceof DomainError ? `${error.code}: ${error.message}` : 'ok';
    };
    expect(await open(first)).toBe('ok');
    const refused = await open(`${first.slice(0, -2)}xx`);
    expect(refused).toMatch(/^not-found: This link does not work any more/);
    expect(await open(first, now, 't2')).toBe(refused);
    expect(await open(first, new Date('2026-03-03T10:00:00.000Z'))).toBe(refused);
    await changeRespondentInvitation(a, { assessmentId: assessment.id, inviteId: invite.id }, 'resend', send);
    const second = tokenFromMail(a).token;
    expect(second).not.toBe(first);
    expect(await open(first)).toBe(refused);
    expect(await open(second)).toBe('ok');
    await changeRespondentInvitation(a, { assessmentId: assessment.id, inviteId: invite.id }, 'revoke', send);
    expect(await open(second)).toBe(refused);
    // An open page learns from its next save that the access itself has ended (no retry offered).
    const save = await saveAsRespondent(
      access(),
      {
        orgId: 'org-a',
        tenantId: 't1',
        token: second,
        controlRef: 'C-0002',
        expectedRevision: 0,
        answer: { status: 'met' },
      },
      now,
    ).catch((caught: unknown) => caught);
    expect(save).toBeInstanceOf(DomainError);
    expect(save).toMatchObject({ code: 'not-found', details: { reason: ACCESS_ENDED } });
  });

  it('stops answering a token after too many failures against its invitation, and an address after too many failures', async () => {
    const { a, assessment, access } = await world();
    await inviteRespondent(a, { assessmentId: assessment.id, email: 'ann@supplier.test' }, send);
    const { token } = tokenFromMail(a);
    const wrong = `${token.slice(0, token.indexOf('_'))}_${'A'.repeat(32)}`;
    for (let i = 0; i < FAILED_ATTEMPTS_PER_INVITE_HOUR; i += 1)
      expect(
        await codeOf(
          openAsRespondent(access(`198.51.100.${i}`), { orgId: 'org-a', tenantId: 't1', token: wrong }, now),
        ),
      ).toBe('not-found');
    // Even the right token of that invitation waits for the next hour.
    expect(await codeOf(openAsRespondent(access(), { orgId: 'org-a', tenantId: 't1', token }, now))).toBe(
      'resource-exhausted',
    );
    expect(
      await codeOf(
        openAsRespondent(
          access(),
          { orgId: 'org-a', tenantId: 't1', token },
          new Date('2026-03-01T11:00:00.000Z'),
        ),
      ),
    ).toBe('ok');
    const guesser = access('192.0.2.66');
    for (let i = 0; i < FAILED_ATTEMPTS_PER_IP_HOUR; i += 1)
      await codeOf(
        openAsRespondent(
          guesser,
          { orgId: 'org-a', tenantId: 't1', token: `guess${i}_${'B'.repeat(32)}` },
          now,
        ),
      );
    expect(
      await codeOf(
        openAsRespondent(
          guesser,
          { orgId: 'org-a', tenantId: 't1', token },
          new Date('2026-03-01T10:30:00.000Z'),
        ),
      ),
    ).toBe('resource-exhausted');
  });
});
