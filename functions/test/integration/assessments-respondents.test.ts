// External respondents over HTTP against the emulators: a member invites by email, the link is
// read from the `mail` collection (as the e2e journey does), the respondent opens, answers and
// says they are done without signing in; bad, revoked and guessed tokens get nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Answer, Assessment } from '@assay/domain/assessments';
import { FAILED_ATTEMPTS_PER_INVITE_HOUR } from '@assay/domain/respondents';
import type { RespondentInvitation } from '@assay/domain/respondents';
import type { Tenant } from '@assay/domain/tenants';
import { adminDb, callFunction, callOk, uniqueId } from './support/emulators.ts';
import { createWorld } from './support/world.ts';
import type { World } from './support/world.ts';

let world: World;

beforeAll(async () => {
  world = await createWorld();
});

async function start(): Promise<Assessment> {
  return callOk<Assessment>(
    'assessments-create',
    { tenantId: world.t1.id, baselineId: world.baselineA, name: uniqueId('Respondents') },
    world.users.editorA.idToken,
  );
}

/** The link of the newest invitation email to `email`, from the mail collection. */
async function linkFor(email: string): Promise<URL> {
  const snap = await adminDb().collection('mail').where('to', '==', email).get();
  const newest = snap.docs
    .map((doc) => doc.data())
    .sort(
      (a, b) =>
        (b.createdAt as { toMillis(): number }).toMillis() -
        (a.createdAt as { toMillis(): number }).toMillis(),
    )[0];
  const text = String((newest?.message as { text?: string } | undefined)?.text ?? '');
  const found = /http:\/\/\S+\/in-progress\/\S+/.exec(text)?.[0];
  if (!found) throw new Error(`no invitation link in: ${text}`);
  return new URL(found);
}

function credentialOf(link: URL) {
  const [, , orgId, tenantId] = link.pathname.split('/');
  return { orgId: orgId ?? '', tenantId: tenantId ?? '', token: link.searchParams.get('token') ?? '' };
}

describe('external respondents', () => {
  it('invite → email link → open, answer their controls and say done without signing in; the member sees it', async () => {
    const assessment = await start();
    const email = `${uniqueId('ann')}@supplier.test`;
    const invite = await callOk<RespondentInvitation>(
      'respondents-invite',
      { assessmentId: assessment.id, email, controlRefs: ['C-0001', 'C-0003'] },
      world.users.editorA.idToken,
    );
    expect(invite).toMatchObject({ status: 'active', email, controlRefs: ['C-0001', 'C-0003'] });
    const link = await linkFor(email);
    expect(link.pathname).toBe(`/in-progress/${world.orgA.id}/${world.t1.id}`);
    const credential = credentialOf(link);
    const opened = await callOk<{ tenantName: string; controls: { ref: string }[]; answers: Answer[] }>(
      'respondents-open',
      credential,
    );
    expect(opened.tenantName).toBe(world.t1.name);
    expect(opened.controls.map((control) => control.ref)).toEqual(['C-0001', 'C-0003']);
    const saved = await callOk<{ answer: Answer }>('respondents-saveAnswer', {
      ...credential,
      controlRef: 'C-0003',
      expectedRevision: 0,
      answer: { status: 'partial', comment: 'Half the laptops' },
    });
    expect(saved.answer).toMatchObject({
      status: 'partial',
      revision: 1,
      updatedBy: { kind: 'respondent', email },
    });
    // Same conflict rule as members: a stale revision is refused with the newer answer.
    expect(
      await callFunction('respondents-saveAnswer', {
        ...credential,
        controlRef: 'C-0003',
        expectedRevision: 0,
        answer: { status: 'met' },
      }),
    ).toMatchObject({ ok: false, code: 'aborted', details: { conflict: { current: { revision: 1 } } } });
    expect(
      await callFunction('respondents-saveAnswer', {
        ...credential,
        controlRef: 'C-0002',
        expectedRevision: 0,
        answer: { status: 'met' },
      }),
    ).toMatchObject({ ok: false, code: 'not-found' });
    await callOk('respondents-done', credential);
    const listed = await callOk<{ items: RespondentInvitation[] }>(
      'respondents-list',
      { assessmentId: assessment.id },
      world.users.viewerA.idToken,
    );
    expect(listed.items).toMatchObject([{ id: invite.id, status: 'done' }]);
    const got = await callOk<{ answers: Answer[] }>(
      'assessments-get',
      { assessmentId: assessment.id },
      world.users.viewerA.idToken,
    );
    expect(got.answers.map((answer) => [answer.ref, answer.status])).toEqual([['C-0003', 'partial']]);
    // The token is not stored anywhere, only its hash.
    const stored = await adminDb()
      .collection('orgs')
      .doc(world.orgA.id)
      .collection('respondentInvites')
      .doc(invite.id)
      .get();
    expect(JSON.stringify(stored.data())).not.toContain(
      credential.token.slice(credential.token.indexOf('_') + 1),
    );
  });

  it("mails a French tenant's respondent in French (the mail collection's subject and text)", async () => {
    const tenant = await callOk<Tenant>(
      'tenants-create',
      { name: uniqueId('Société'), kind: 'client', clientLanguage: 'fr' },
      world.users.editorA.idToken,
    );
    const assessment = await callOk<Assessment>(
      'assessments-create',
      { tenantId: tenant.id, baselineId: world.baselineA, name: 'Revue fournisseur' },
      world.users.editorA.idToken,
    );
    const email = `${uniqueId('chloe')}@fournisseur.test`;
    await callOk(
      'respondents-invite',
      { assessmentId: assessment.id, email, controlRefs: ['C-0001'] },
      world.users.editorA.idToken,
    );
    const [mail] = (await adminDb().collection('mail').where('to', '==', email).get()).docs.map(
      (doc) => doc.data().message as { subject: string; text: string },
    );
    expect(mail?.subject).toMatch(/ vous demande de répondre à « Revue fournisseur »$/);
    expect(mail?.text).toContain(
      `vous invite à répondre à 1 contrôle de l'évaluation « Revue fournisseur » pour ${tenant.name}.`,
    );
    expect(mail?.text).toContain('Le lien est valable jusqu');
    expect(credentialOf(await linkFor(email)).tenantId).toBe(tenant.id);
  });

  it('answers a wrong, revoked or resent-away token with one not-found and no data', async () => {
    const assessment = await start();
    const email = `${uniqueId('bob')}@supplier.test`;
    const invite = await callOk<RespondentInvitation>(
      'respondents-invite',
      { assessmentId: assessment.id, email },
      world.users.editorA.idToken,
    );
    const first = credentialOf(await linkFor(email));
    const wrong = await callFunction('respondents-open', {
      ...first,
      token: `${first.token.slice(0, -3)}zzz`,
    });
    expect(wrong).toMatchObject({ ok: false, code: 'not-found' });
    if (wrong.ok) return;
    // The page may say the link ended, and nothing else: the same details for every bad link.
    expect(wrong.details).toEqual({ reason: 'access-ended' });
    expect(wrong.message).not.toContain(world.t1.name);
    await callOk(
      'respondents-resend',
      { assessmentId: assessment.id, inviteId: invite.id },
      world.users.editorA.idToken,
    );
    const second = credentialOf(await linkFor(email));
    expect(await callFunction('respondents-open', first)).toMatchObject({
      ok: false,
      code: 'not-found',
      message: wrong.message,
      details: wrong.details,
    });
    expect(await callFunction('respondents-open', second)).toMatchObject({ ok: true });
    await callOk(
      'respondents-revoke',
      { assessmentId: assessment.id, inviteId: invite.id },
      world.users.editorA.idToken,
    );
    expect(await callFunction('respondents-open', second)).toMatchObject({
      ok: false,
      code: 'not-found',
      message: wrong.message,
      details: wrong.details,
    });
  });

  it('after too many wrong secrets for one invitation, even its right token waits (resource-exhausted)', async () => {
    const assessment = await start();
    const email = `${uniqueId('eve')}@supplier.test`;
    await callOk('respondents-invite', { assessmentId: assessment.id, email }, world.users.editorA.idToken);
    const credential = credentialOf(await linkFor(email));
    const inviteId = credential.token.slice(0, credential.token.indexOf('_'));
    for (let i = 0; i < FAILED_ATTEMPTS_PER_INVITE_HOUR; i += 1) {
      expect(
        await callFunction('respondents-open', {
          ...credential,
          token: `${inviteId}_${String(i).padStart(32, 'x')}`,
        }),
      ).toMatchObject({ ok: false, code: 'not-found' });
    }
    expect(await callFunction('respondents-open', credential)).toMatchObject({
      ok: false,
      code: 'resource-exhausted',
    });
  });
});
