import { AppError } from '@assay/client';
import { createFakeCall, renderWithClient } from '@assay/client/testing';
import type { Answer, AnswerFields } from '@assay/domain/assessments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale } from '@assay/messages/runtime';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { answer, assessment, version } from '../../../test/assessments.tsx';
import { UiProviders } from '../../../test/fixtures.tsx';
import { AssessmentScreen } from './assessment-screen.tsx';

const route = '/tenant/:tenantId/assessments/:focus';

function renderScreen({
  answers = [] as Answer[],
  role = 'editor',
  save,
  changes = () => [],
  baseline = version,
}: {
  answers?: Answer[];
  /** The pinned version, as baselines-get returns it. */
  baseline?: typeof version;
  role?: string;
  save?: (input: { controlRef: string; expectedRevision: number; answer: AnswerFields }) => Answer;
  /** What others saved, as the next changes-since poll returns it. */
  changes?: () => Answer[];
} = {}) {
  let revision = 10;
  const call = createFakeCall({
    'assessments-get': () => ({ assessment: assessment(), answers, serverTime: '2026-07-03T10:00:00.000Z' }),
    'baselines-get': () => baseline(),
    'assessments-changesSince': () => ({
      assessment: assessment(),
      answers: changes(),
      more: false,
      serverTime: '2026-07-03T10:00:05.000Z',
    }),
    'assessments-saveAnswer': (input) => {
      const saved = save
        ? save(input)
        : answer(input.controlRef, {
            status: input.answer.status ?? undefined,
            comment: input.answer.comment ?? '',
            revision: (revision += 1),
          });
      return { answer: saved, summary: assessment().summary, status: 'in_progress' };
    },
  });
  const user = userEvent.setup();
  return {
    call,
    user,
    ...renderWithClient(
      <AssessmentScreen
        tenantId="t1"
        tenantName="Northwind"
        assessmentId="a1"
        InviteRespondents={() => null}
      />,
      {
        call,
        claims: { tid: 'org-1', role },
        route,
        path: '/tenant/t1/assessments/a1',
        wrapper: UiProviders,
      },
    ),
  };
}

const option = (name: RegExp) => screen.getByRole('option', { name });

// jsdom does no layout: give the list the 600 px viewport a browser would.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
});

describe('the assessment workspace', () => {
  it('opens on the first unanswered control with the version’s domains and the assessment’s progress', async () => {
    renderScreen({ answers: [answer('IAM-01', { status: 'met' })] });
    expect(await screen.findByRole('heading', { level: 2, name: 'Joiners and leavers' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuetext',
      '1 of 3 controls answered',
    );
    const domains = screen.getByRole('navigation', { name: 'Domains' });
    expect(within(domains).getByRole('button', { name: /^Identity.*1 of 2 answered/ })).toBeInTheDocument();
    expect(within(domains).getByRole('button', { name: /^Backup.*0 of 1 answered/ })).toBeInTheDocument();
  });

  it('shows the baseline in the page’s language where it is translated, else in its own', async () => {
    void setLocale('de', { reload: false });
    onTestFinished(() => void setLocale('en', { reload: false }));
    const german = () => {
      const v = version();
      return {
        ...v,
        domains: v.domains.map((d) =>
          d.id === 'iam' ? { ...d, translations: { de: { name: 'Identität' } } } : d,
        ),
        controls: v.controls.map((c) =>
          c.ref === 'IAM-02' ? { ...c, translations: { de: { title: 'Eintritt und Austritt' } } } : c,
        ),
      };
    };
    renderScreen({ answers: [answer('IAM-01', { status: 'met' })], baseline: german });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Eintritt und Austritt' }),
    ).toBeInTheDocument();
    const domains = screen
      .getAllByRole('navigation')
      .find((nav) => within(nav).queryByRole('button', { name: /^Identität/ }));
    expect(domains).toBeDefined();
    expect(within(domains!).getByRole('button', { name: /^Backup/ })).toBeInTheDocument();
  });

  it('answers with single keys: 1 marks the current control met, saves it on its revision and moves to the next; k goes back', async () => {
    const { call, user } = renderScreen();
    await screen.findByRole('heading', { level: 2, name: 'Multi-factor sign-in' });
    await user.keyboard('1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Joiners and leavers' })).toBeInTheDocument();
    expect(option(/IAM-01 Multi-factor sign-in: Met/)).toBeInTheDocument();
    await waitFor(() => expect(call.inputsOf('assessments-saveAnswer')).toHaveLength(1));
    expect(call.inputsOf('assessments-saveAnswer')[0]).toMatchObject({
      assessmentId: 'a1',
      controlRef: 'IAM-01',
      expectedRevision: 0,
      answer: { status: 'met' },
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('All changes saved'));
    await user.keyboard('k');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Multi-factor sign-in' }),
    ).toBeInTheDocument();
    await user.keyboard('j3');
    expect(option(/IAM-02 Joiners and leavers: Not met/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Offline backups' })).toBeInTheDocument();
  });

  it('keeps single keys out of the comment field and goes back to the list with Escape', async () => {
    const { user } = renderScreen();
    await screen.findByRole('heading', { level: 2, name: 'Multi-factor sign-in' });
    await user.keyboard('c');
    const comment = screen.getByRole('textbox', { name: 'Comment' });
    expect(comment).toHaveFocus();
    await user.keyboard('1 met');
    expect(comment).toHaveValue('1 met');
    expect(screen.getByRole('heading', { level: 2, name: 'Multi-factor sign-in' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('listbox', { name: 'Controls' })).toHaveFocus();
  });

  it('lists the shortcuts on ?', async () => {
    const { user } = renderScreen();
    await screen.findByRole('heading', { level: 2, name: 'Multi-factor sign-in' });
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByRole('row', { name: /Met, then the next control/ })).toHaveTextContent(
      '1 or m',
    );
  });

  it('shows the other answer when someone saved the same control first, and saves mine over theirs when I keep mine', async () => {
    const theirs = answer('IAM-01', {
      status: 'not_met',
      comment: 'Found gaps',
      revision: 4,
      updatedBy: { kind: 'member', uid: 'u2' },
    });
    let first = true;
    const { call, user } = renderScreen({
      answers: [answer('IAM-01', { revision: 3 })],
      save: (input) => {
        if (first) {
          first = false;
          throw new AppError('aborted', 'Someone else changed this', {
            conflict: { current: theirs, updatedBy: theirs.updatedBy, updatedAt: theirs.updatedAt },
          });
        }
        return answer('IAM-01', { status: input.answer.status ?? undefined, revision: 5 });
      },
    });
    await screen.findByRole('heading', { level: 2, name: 'Multi-factor sign-in' });
    await user.click(screen.getByRole('button', { name: /^Met/ }));
    const dialog = await screen.findByRole('dialog', { name: /IAM-01 was changed by a colleague/ });
    expect(within(dialog).getByRole('region', { name: /Their answer/ })).toHaveTextContent('Status: Not met');
    expect(within(dialog).getByRole('region', { name: /Their answer/ })).toHaveTextContent('Found gaps');
    expect(within(dialog).getByRole('region', { name: 'Your answer (not saved)' })).toHaveTextContent(
      'Status: Met',
    );
    expect(screen.getByText('Conflict: choose an answer')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(call.inputsOf('assessments-saveAnswer')).toHaveLength(2));
    expect(call.inputsOf('assessments-saveAnswer').map((i) => i.expectedRevision)).toEqual([3, 4]);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('All changes saved'));
  });

  it('shows their newest answer while I decide, and keeps mine over whatever is latest without asking twice', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] });
    onTestFinished(() => void vi.useRealTimers());
    const by = { kind: 'member', uid: 'u2' } as const;
    const refusal = (current: Answer) =>
      new AppError('aborted', 'Someone else changed this', {
        conflict: { current, updatedBy: current.updatedBy, updatedAt: current.updatedAt },
      });
    const refusals = [
      refusal(answer('IAM-01', { status: 'not_met', revision: 4, updatedBy: by })),
      refusal(answer('IAM-01', { status: 'partial', comment: 'Third look', revision: 6, updatedBy: by })),
    ];
    let others: Answer[] = [];
    const { call, user } = renderScreen({
      answers: [answer('IAM-01', { revision: 3 })],
      changes: () => others,
      save: (input) => {
        const next = refusals.shift();
        if (next) throw next;
        return answer('IAM-01', { status: input.answer.status ?? undefined, revision: 7 });
      },
    });
    await screen.findByRole('heading', { level: 2, name: 'Multi-factor sign-in' });
    await user.click(screen.getByRole('button', { name: /^Met/ }));
    const dialog = await screen.findByRole('dialog', { name: /IAM-01 was changed by a colleague/ });
    const theirs = within(dialog).getByRole('region', { name: /Their answer/ });
    expect(theirs).toHaveTextContent('Status: Not met');
    // They save again while the dialog is open: it shows that answer.
    others = [answer('IAM-01', { status: 'partial', comment: 'Second look', revision: 5, updatedBy: by })];
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(theirs).toHaveTextContent('Status: Partial'));
    expect(theirs).toHaveTextContent('Second look');
    expect(within(dialog).getByRole('region', { name: 'Your answer (not saved)' })).toHaveTextContent(
      'Status: Met',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    // Saved over revision 5, refused once more (revision 6 came in between), saved over 6.
    await waitFor(() => expect(call.inputsOf('assessments-saveAnswer')).toHaveLength(3));
    expect(call.inputsOf('assessments-saveAnswer').map((i) => i.expectedRevision)).toEqual([3, 5, 6]);
    expect(call.inputsOf('assessments-saveAnswer')[2]?.answer.status).toBe('met');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('All changes saved'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says a colleague changed the control while I was there, and stops saying so once my answer is the latest', async () => {
    const theirs = answer('IAM-01', {
      status: 'not_met',
      revision: 4,
      updatedBy: { kind: 'member', uid: 'u2' },
    });
    // The 4 s poll never ticks here: only coming back to the tab asks for others' changes.
    vi.useFakeTimers({ toFake: ['setInterval'] });
    onTestFinished(() => void vi.useRealTimers());
    const { call, user } = renderScreen({ changes: () => [theirs] });
    await screen.findByRole('heading', { level: 2, name: 'Multi-factor sign-in' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await screen.findByText('Changed by a colleague while you were here.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Met/ }));
    await waitFor(() => expect(call.inputsOf('assessments-saveAnswer')).toHaveLength(1));
    expect(call.inputsOf('assessments-saveAnswer')[0]?.expectedRevision).toBe(4);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('All changes saved'));
    await user.click(option(/IAM-01 Multi-factor sign-in/));
    await screen.findByRole('heading', { level: 2, name: 'Multi-factor sign-in' });
    expect(screen.queryByText(/while you were here/)).not.toBeInTheDocument();
  });

  it('takes their answer when I choose theirs, and saves nothing of mine', async () => {
    const theirs = answer('IAM-01', {
      status: 'not_met',
      revision: 4,
      updatedBy: { kind: 'member', uid: 'u2' },
    });
    const { call, user } = renderScreen({
      save: () => {
        throw new AppError('aborted', 'Someone else changed this', {
          conflict: { current: theirs, updatedBy: theirs.updatedBy, updatedAt: theirs.updatedAt },
        });
      },
    });
    await screen.findByRole('heading', { level: 2, name: 'Multi-factor sign-in' });
    await user.click(screen.getByRole('button', { name: /^Partial/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Use their answer' }));
    expect(
      await screen.findByRole('option', { name: /IAM-01 Multi-factor sign-in: Not met/ }),
    ).toBeInTheDocument();
    expect(call.inputsOf('assessments-saveAnswer')).toHaveLength(1);
  });

  it('keeps an answer through a network failure, says so, and saves it when retried', async () => {
    let fail = true;
    const { call, user } = renderScreen({
      save: (input) => {
        if (fail) throw new AppError('unavailable', 'offline');
        return answer(input.controlRef, { status: input.answer.status ?? undefined, revision: 1 });
      },
    });
    await screen.findByRole('heading', { level: 2, name: 'Multi-factor sign-in' });
    await user.keyboard('2');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Offline: changes kept, retrying'),
    );
    expect(option(/IAM-01 Multi-factor sign-in: Partial/)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry now' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('All changes saved'));
    expect(call.inputsOf('assessments-saveAnswer').at(-1)).toMatchObject({
      controlRef: 'IAM-01',
      answer: { status: 'partial' },
    });
  });

  it('keeps at most 100 rows of a 2,000-control baseline in the page', async () => {
    const big = version();
    big.controls = Array.from({ length: 2000 }, (_, i) => ({
      ...big.controls[0]!,
      id: `c${i}`,
      ref: `GEN-${i}`,
      title: `Control ${i}`,
      domainId: i % 2 ? 'iam' : 'bk',
    }));
    const call = createFakeCall({
      'assessments-get': () => ({
        assessment: assessment(),
        answers: [],
        serverTime: '2026-07-03T10:00:00.000Z',
      }),
      'baselines-get': () => big,
    });
    renderWithClient(
      <AssessmentScreen
        tenantId="t1"
        tenantName="Northwind"
        assessmentId="a1"
        InviteRespondents={() => null}
      />,
      {
        call,
        route,
        path: '/tenant/t1/assessments/a1',
        wrapper: UiProviders,
      },
    );
    const list = await screen.findByRole('listbox', { name: 'Controls' });
    await waitFor(() => expect(within(list).getAllByRole('option').length).toBeGreaterThan(5));
    expect(within(list).getAllByRole('option').length).toBeLessThanOrEqual(100);
    expect(within(list).getAllByRole('option')[0]).toHaveAttribute('aria-setsize', '2000');
  });

  it('lets a viewer read but not answer', async () => {
    const { call, user } = renderScreen({ role: 'viewer' });
    await screen.findByRole('heading', { level: 2, name: 'Multi-factor sign-in' });
    expect(screen.getByRole('button', { name: /^Met/ })).toBeDisabled();
    await user.keyboard('1');
    expect(option(/IAM-01 Multi-factor sign-in: Unanswered/)).toBeInTheDocument();
    expect(call.inputsOf('assessments-saveAnswer')).toHaveLength(0);
  });
});

describe('assigning controls', () => {
  it('assigns the current control to any member who can answer, then its whole domain, and names them', async () => {
    const members = [
      {
        uid: 'u1',
        email: 'me@example.com',
        displayName: 'Me Myself',
        role: 'editor' as const,
        joinedAt: '2026-01-01T00:00:00.000Z',
      },
      {
        uid: 'u2',
        email: 'ada@example.com',
        displayName: 'Ada Analyst',
        role: 'admin' as const,
        joinedAt: '2026-01-01T00:00:00.000Z',
      },
      {
        uid: 'u3',
        email: 'vic@example.com',
        displayName: 'Vic Viewer',
        role: 'viewer' as const,
        joinedAt: '2026-01-01T00:00:00.000Z',
      },
    ];
    const call = createFakeCall({
      'assessments-get': () => ({
        assessment: assessment(),
        answers: [],
        serverTime: '2026-07-03T10:00:00.000Z',
      }),
      'baselines-get': () => version(),
      'assessments-assign': (input) => ({ assigned: input.controlRefs.length }),
    });
    const user = userEvent.setup();
    renderWithClient(
      <AssessmentScreen
        tenantId="t1"
        tenantName="Northwind"
        assessmentId="a1"
        members={members}
        InviteRespondents={() => null}
      />,
      {
        call,
        claims: { tid: 'org-1', role: 'editor' },
        route,
        path: '/tenant/t1/assessments/a1',
        wrapper: UiProviders,
      },
    );
    await screen.findByRole('heading', { level: 2, name: 'Multi-factor sign-in' });
    const picker = screen.getByRole('combobox', { name: 'Assigned to' });
    expect(picker).toHaveTextContent('Nobody');
    picker.focus();
    await user.keyboard('{Enter}');
    // Viewers cannot answer, so they are not offered.
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Nobody',
      'You',
      'Ada Analyst',
    ]);
    await user.click(screen.getByRole('option', { name: 'Ada Analyst' }));
    await waitFor(() => expect(call.inputsOf('assessments-assign')).toHaveLength(1));
    expect(call.inputsOf('assessments-assign')[0]).toEqual({
      assessmentId: 'a1',
      controlRefs: ['IAM-01'],
      assigneeUid: 'u2',
    });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Assigned to' })).toHaveTextContent('Ada Analyst'),
    );
    await user.click(screen.getByRole('button', { name: 'Assign all of Identity to Ada Analyst' }));
    await waitFor(() => expect(call.inputsOf('assessments-assign')).toHaveLength(2));
    expect(call.inputsOf('assessments-assign')[1]).toEqual({
      assessmentId: 'a1',
      controlRefs: ['IAM-01', 'IAM-02'],
      assigneeUid: 'u2',
    });
  });
});

describe('the activity of an assessment', () => {
  it('lists what happened, newest first, naming members, outside respondents and the expiry job', async () => {
    const entry = (id: string, actorUid: string, summary: string, subjectName?: string) => ({
      id,
      at: '2026-07-03T09:00:00.000Z',
      actorUid,
      action: 'x',
      target: 'assessment/a1',
      tenantId: 't1',
      summary,
      ...(subjectName ? { subjectName } : {}),
    });
    const call = createFakeCall({
      'assessments-get': () => ({
        assessment: assessment(),
        answers: [],
        serverTime: '2026-07-03T10:00:00.000Z',
      }),
      'baselines-get': () => version(),
      'assessments-activity': () => ({
        items: [
          entry(
            'e3',
            'system-exception-expiry',
            'The exception on IAM-02 expired: it counts as not met again',
            'Migration pending',
          ),
          entry('e2', 'respondent-inv1', 'An outside respondent finished answering', 'ann@supplier.test'),
          entry('e1', 'u2', 'Started an assessment (Essentials v2)', 'Q3 review'),
        ],
      }),
    });
    const members = [
      {
        uid: 'u2',
        email: 'ada@example.com',
        displayName: 'Ada Analyst',
        role: 'admin' as const,
        joinedAt: '2026-01-01T00:00:00.000Z',
      },
    ];
    renderWithClient(
      <AssessmentScreen
        tenantId="t1"
        tenantName="Northwind"
        assessmentId="a1"
        members={members}
        InviteRespondents={() => null}
      />,
      {
        call,
        claims: { tid: 'org-1', role: 'viewer' },
        route,
        path: '/tenant/t1/assessments/a1?view=activity',
        wrapper: UiProviders,
      },
    );
    const table = await screen.findByRole('table', { name: 'Activity' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        'Assay (automatic)',
        'The exception on IAM-02 expired: it counts as not met again · Migration pending',
      ],
      ['An outside respondent', 'An outside respondent finished answering · ann@supplier.test'],
      ['Ada Analyst', 'Started an assessment (Essentials v2) · Q3 review'],
    ]);
    expect(call.inputsOf('assessments-activity')).toEqual([{ assessmentId: 'a1' }]);
  });
});

describe('the results of an assessment', () => {
  it('exports the answers it shows as a formula-safe CSV and as JSON, named after the tenant and the assessment', async () => {
    const files: { name: string; type: string; text: Promise<string> }[] = [];
    let blob: Blob | undefined;
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (value: Blob) => ((blob = value), 'blob:export'),
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (blob) files.push({ name: this.download, type: blob.type, text: blob.text() });
    });
    const answers = [
      answer('IAM-01', { status: 'met', comment: '=HYPERLINK("http://evil.example")' }),
      answer('IAM-02', { status: 'partial' }),
    ];
    const call = createFakeCall({
      'assessments-get': () => ({
        assessment: assessment(),
        answers,
        serverTime: '2026-07-03T10:00:00.000Z',
      }),
      'baselines-get': () => version(),
    });
    const user = userEvent.setup();
    renderWithClient(
      <AssessmentScreen
        tenantId="t1"
        tenantName="Northwind"
        assessmentId="a1"
        InviteRespondents={() => null}
      />,
      {
        call,
        claims: { tid: 'org-1', role: 'viewer' },
        route,
        path: '/tenant/t1/assessments/a1?view=results',
        wrapper: UiProviders,
      },
    );

    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await user.click(screen.getByRole('button', { name: 'Export JSON' }));
    expect(files.map((f) => [f.name, f.type])).toEqual([
      [expect.stringMatching(/^northwind-.*-results\.csv$/), 'text/csv;charset=utf-8'],
      [expect.stringMatching(/^northwind-.*-results\.json$/), 'application/json'],
    ]);
    const csv = await files[0]!.text;
    expect(csv.split('\r\n')[0]).toBe(
      'domain,ref,title,weight,effort,state,credit,maturity,comment,evidence,exception_reason,exception_expires_at,updated_at',
    );
    expect(csv).toContain(`'=HYPERLINK`);
    expect(csv).not.toMatch(/,=HYPERLINK/);
    const json = JSON.parse(await files[1]!.text) as { controls: { ref: string; state: string }[] };
    expect(json.controls.map((c) => [c.ref, c.state])).toEqual([
      ['IAM-01', 'met'],
      ['IAM-02', 'partial'],
      ['BK-01', 'unanswered'],
    ]);
  });
});
