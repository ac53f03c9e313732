import { AppError } from '@assay/client';
import { createFakeCall, renderWithClient } from '@assay/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale } from '@assay/messages/runtime';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, version } from '../../../test/assessments.tsx';
import { UiProviders } from '../../../test/fixtures.tsx';
import { RespondentLanding } from './respondent-landing.tsx';

const token = 'inv1_abcdefghijklmnopqrstuvwx';

function opened() {
  const v = version();
  return {
    tenantName: 'Fabrikam Manufacturing',
    assessment: {
      name: 'Q3 review',
      status: 'in_progress' as const,
      baselineName: 'Essentials',
      baselineVersion: 2,
    },
    respondent: { email: 'it@fabrikam.example', expiresAt: '2026-08-01T00:00:00.000Z' },
    domains: v.domains,
    controls: v.controls.filter((c) => c.domainId === 'iam'),
    answers: [answer('IAM-01', { status: 'met', revision: 2 })],
    serverTime: '2026-07-03T10:00:00.000Z',
    language: 'en' as const,
  };
}

const renderLanding = (call: ReturnType<typeof createFakeCall>, t = token) =>
  renderWithClient(<RespondentLanding orgId="org-1" tenantId="t1" token={t} />, {
    call,
    claims: null,
    route: '/in-progress/:tid/:ttid',
    path: '/in-progress/org-1/t1',
    wrapper: UiProviders,
  });

describe('the in-progress landing', () => {
  it('shows the tenant, the assessment and only the respondent’s controls, and saves an answer with the token', async () => {
    const call = createFakeCall({
      'respondents-open': opened,
      'respondents-saveAnswer': (input) => ({
        answer: answer(input.controlRef, {
          status: input.answer.status ?? undefined,
          revision: 1,
          updatedBy: { kind: 'respondent', inviteId: 'inv1', email: 'it@fabrikam.example' },
        }),
      }),
    });
    renderLanding(call);
    expect(await screen.findByRole('heading', { level: 1, name: 'Q3 review' })).toBeInTheDocument();
    expect(screen.getByText('Fabrikam Manufacturing')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Multi-factor sign-in',
      'Joiners and leavers',
    ]);
    expect(screen.getByRole('progressbar', { name: 'Your progress' })).toHaveAttribute(
      'aria-valuetext',
      '1 of 2 controls answered',
    );
    expect(screen.getByText(/^1 of your controls has no answer yet\./)).toBeInTheDocument();
    const second = screen.getByRole('region', { name: 'Joiners and leavers' });
    await userEvent.click(within(second).getByRole('button', { name: /^Partial/ }));
    await waitFor(() => expect(call.inputsOf('respondents-saveAnswer')).toHaveLength(1));
    expect(call.inputsOf('respondents-saveAnswer')[0]).toEqual({
      orgId: 'org-1',
      tenantId: 't1',
      token,
      controlRef: 'IAM-02',
      expectedRevision: 0,
      answer: { status: 'partial', maturity: null, comment: '', evidence: [] },
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('All changes saved'));
  });

  it('renders a domain at a time, counts every control from the start, and offers "done" once all are in', async () => {
    const call = createFakeCall({
      'respondents-open': () => ({ ...opened(), controls: version().controls }),
    });
    renderLanding(call);
    // The first domain commits with the page; the progress already counts the later ones.
    expect(await screen.findByRole('region', { name: 'Multi-factor sign-in' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Your progress' })).toHaveAttribute(
      'aria-valuetext',
      '1 of 3 controls answered',
    );
    expect(await screen.findByRole('region', { name: 'Offline backups' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Multi-factor sign-in',
      'Joiners and leavers',
      'Offline backups',
    ]);
    expect(screen.getByRole('button', { name: "I'm done" })).toBeInTheDocument();
  });

  it('tells the team when the respondent is done, then locks the answers', async () => {
    const call = createFakeCall({
      'respondents-open': opened,
      'respondents-done': () => ({ doneAt: '2026-07-03T11:00:00.000Z' }),
    });
    renderLanding(call);
    await userEvent.click(await screen.findByRole('button', { name: "I'm done" }));
    expect(await screen.findByText('Thank you: you told us you are done.')).toBeInTheDocument();
    expect(call.inputsOf('respondents-done')).toEqual([{ orgId: 'org-1', tenantId: 't1', token }]);
    expect(
      within(screen.getByRole('region', { name: 'Multi-factor sign-in' })).getByRole('button', {
        name: /^Met/,
      }),
    ).toBeDisabled();
  });

  it('gives a bad, expired or revoked link one clear page and no data', async () => {
    const call = createFakeCall({
      'respondents-open': () => {
        throw new AppError('not-found', 'No such invitation');
      },
    });
    renderLanding(call);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link does not work' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Q3 review')).toBeNull();
  });

  it('says the link no longer works and drops the answers when a save learns it was withdrawn', async () => {
    const call = createFakeCall({
      'respondents-open': opened,
      'respondents-saveAnswer': () => {
        throw new AppError('not-found', 'This link does not work any more', { reason: 'access-ended' });
      },
    });
    const user = userEvent.setup();
    renderLanding(call);
    const control = await screen.findByRole('region', { name: 'Joiners and leavers' });
    await user.click(within(control).getByRole('button', { name: /^Not met/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link does not work' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Q3 review')).toBeNull();
    expect(screen.queryByText(/Not saved/)).toBeNull();
    expect(call.inputsOf('respondents-saveAnswer')).toHaveLength(1);
  });

  it('opens nothing without a token', async () => {
    const call = createFakeCall({});
    renderLanding(call, '');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link does not work' }),
    ).toBeInTheDocument();
    expect(call.calls).toEqual([]);
  });

  describe("the tenant's client language", () => {
    afterEach(() => {
      window.localStorage.clear();
      void setLocale('en', { reload: false });
      document.documentElement.lang = 'en';
    });

    // The baseline translates the first control and the domain; the second control reads in English.
    const translated = () => {
      const base = opened();
      return {
        ...base,
        language: 'fr' as const,
        domains: base.domains.map((d) =>
          d.id === 'iam'
            ? { ...d, translations: { fr: { name: 'Identités' }, de: { name: 'Identitäten' } } }
            : d,
        ),
        controls: base.controls.map((c) =>
          c.ref === 'IAM-01'
            ? {
                ...c,
                translations: {
                  fr: { title: 'Connexion multifacteur' },
                  de: { title: 'Mehrfaktor-Anmeldung' },
                },
              }
            : c,
        ),
      };
    };
    const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

    it('speaks it when the visitor has not chosen a language, the controls included', async () => {
      const call = createFakeCall({ 'respondents-open': translated });
      renderLanding(call);
      expect(await screen.findByRole('progressbar', { name: 'Votre progression' })).toBeInTheDocument();
      expect(document.documentElement.lang).toBe('fr');
      expect(titles()).toEqual(['Connexion multifacteur', 'Joiners and leavers']);
      expect(screen.getAllByText('Identités')).toHaveLength(2);
    });

    it("leaves the visitor's own choice in place, the controls included", async () => {
      window.localStorage.setItem('assay.locale', 'de');
      void setLocale('de', { reload: false });
      const call = createFakeCall({ 'respondents-open': translated });
      renderLanding(call);
      expect(await screen.findByRole('progressbar', { name: 'Ihr Fortschritt' })).toBeInTheDocument();
      expect(document.documentElement.lang).not.toBe('fr');
      expect(titles()).toEqual(['Mehrfaktor-Anmeldung', 'Joiners and leavers']);
    });
  });
});
