import { AppError } from '@assay/client';
import { createFakeCall, renderWithClient } from '@assay/client/testing';
import type { OutboxMail, OutboxPage } from '@assay/domain/outbox';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OutboxView } from './outbox-view.tsx';

const failed: OutboxMail = {
  id: 'm-failed',
  to: ['ada@example.test'],
  subject: 'Join Acme on Assay',
  text: 'Open https://assay.test/invite',
  html: '<p>Open <a href="https://assay.test/invite">the invitation</a></p><script>parent.document.title="owned"</script>',
  createdAt: '2026-11-20T10:00:00.000Z',
  delivery: {
    state: 'ERROR',
    attempts: 1,
    error: 'Error: Invalid login: 535 Authentication failed',
    startTime: '2026-11-20T10:00:01.000Z',
    endTime: '2026-11-20T10:00:02.000Z',
    info: null,
  },
};
const sent: OutboxMail = {
  ...failed,
  id: 'm-sent',
  to: ['bob@example.test'],
  subject: 'Your results are ready',
  delivery: {
    state: 'SUCCESS',
    attempts: 1,
    error: null,
    startTime: null,
    endTime: null,
    info: {
      messageId: '<1@x>',
      accepted: ['bob@example.test'],
      rejected: [],
      pending: [],
      response: '250 OK',
    },
  },
};

function Screen() {
  const { focus } = useParams();
  return <OutboxView focus={focus} />;
}

function renderOutbox(path: string, handlers: Parameters<typeof createFakeCall>[0]) {
  const call = createFakeCall(handlers);
  const result = renderWithClient(
    <Routes>
      <Route path="/service/outbox/:focus?" element={<Screen />} />
    </Routes>,
    { call, route: '/*', path, claims: { adminUI: true } },
  );
  return { ...result, call };
}

const page = (items: OutboxMail[], change: Partial<OutboxPage> = {}): OutboxPage => ({
  links: null,
  items,
  nextCursor: null,
  ...change,
});

describe('the outbox tab', () => {
  it('lists mail with its delivery state, attempts and error, and no local links section in production', async () => {
    renderOutbox('/service/outbox', { 'service-listOutbox': () => page([failed, sent]) });
    const table = await screen.findByRole('table', { name: 'Mail' });
    const failedRow = (await within(table).findByRole('link', { name: 'Join Acme on Assay' })).closest('tr');
    expect(failedRow).toHaveTextContent('ada@example.test');
    expect(failedRow).toHaveTextContent('Failed');
    expect(failedRow).toHaveTextContent('535 Authentication failed');
    expect(
      within(table).getByRole('link', { name: 'Your results are ready' }).closest('tr'),
    ).toHaveTextContent('Sent');
    expect(screen.queryByRole('table', { name: 'Sign-in and account links' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('searches one recipient’s exact address and filters by state through the URL, checking the address first', async () => {
    const { call, router } = renderOutbox('/service/outbox?state=ERROR', {
      'service-listOutbox': () => page([failed]),
    });
    await screen.findByRole('table', { name: 'Mail' });
    const box = screen.getByRole('textbox', { name: 'Recipient' });
    await userEvent.type(box, 'ada@');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Enter an email address like name@example.com')).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.type(box, ' Ada@Example.test ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('button', { name: 'Clear' });
    expect(router.state.location.search).toBe('?state=ERROR&to=ada%40example.test');
    expect(call.inputsOf('service-listOutbox').at(-1)).toEqual({
      pageSize: 25,
      recipient: 'ada@example.test',
      state: 'ERROR',
    });
  });

  it('pages with the cursor the server gave', async () => {
    const { call } = renderOutbox('/service/outbox', {
      'service-listOutbox': ({ cursor }) => (cursor ? page([sent]) : page([failed], { nextCursor: 'c2' })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Your results are ready')).toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(call.inputsOf('service-listOutbox').at(-1)).toEqual({ pageSize: 25, cursor: 'c2' });
  });

  it('shows the Auth emulator’s links only when the server gives them (local emulators)', async () => {
    renderOutbox('/service/outbox', {
      'service-listOutbox': () =>
        page([], {
          links: [
            {
              email: 'ada@example.test',
              requestType: 'EMAIL_SIGNIN',
              link: 'http://127.0.0.1:9099/emulator/action?mode=signIn&oobCode=c1',
              code: 'c1',
            },
          ],
        }),
    });
    const links = await screen.findByRole('table', { name: 'Sign-in and account links' });
    expect(
      within(links).getByRole('link', { name: 'Open link: Sign-in link for ada@example.test' }),
    ).toHaveAttribute('href', expect.stringContaining('oobCode=c1'));
    expect(screen.getByText('No mail yet')).toBeInTheDocument();
  });

  it('says what went wrong when the outbox cannot be read', async () => {
    renderOutbox('/service/outbox', {
      'service-listOutbox': () => Promise.reject(new AppError('unavailable', 'The service is unavailable.')),
    });
    expect(await screen.findByText('The service is unavailable.')).toBeInTheDocument();
  });

  it('opens a mail from its subject: delivery facts and the HTML in a sandboxed frame, never in the page', async () => {
    const { router } = renderOutbox('/service/outbox?to=ada%40example.test', {
      'service-listOutbox': () => page([failed]),
      'service-getMail': () => failed,
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Join Acme on Assay' }));
    const facts = await screen.findByLabelText('Delivery');
    expect(router.state.location.pathname).toBe('/service/outbox/m-failed');
    expect(facts).toHaveTextContent('535 Authentication failed');
    const frame = screen.getByTitle('HTML of “Join Acme on Assay”');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('<script>');
    expect(document.querySelector('script')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Text' }));
    expect(await screen.findByText('Open https://assay.test/invite')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the outbox' }));
    expect(router.state.location.pathname).toBe('/service/outbox');
    expect(router.state.location.search).toBe('?to=ada%40example.test');
  });

  it('resends a failed mail after a confirmation and shows its new state', async () => {
    let current = failed;
    const { call } = renderOutbox('/service/outbox/m-failed', {
      'service-getMail': () => current,
      'service-resendMail': ({ id }) => {
        current = { ...failed, delivery: failed.delivery && { ...failed.delivery, state: 'RETRY' } };
        return { id, state: 'RETRY' as const };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Resend' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send this mail again?' });
    expect(call.inputsOf('service-resendMail')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend mail' }));
    expect(await screen.findByText('Retrying')).toBeInTheDocument();
    expect(call.inputsOf('service-resendMail')).toEqual([{ id: 'm-failed' }]);
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
  });

  it('offers no resend for a delivered mail', async () => {
    renderOutbox('/service/outbox/m-sent', { 'service-getMail': () => sent });
    expect(await screen.findByLabelText('Delivery')).toHaveTextContent('250 OK');
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
  });

  it('says so when no mail has the id', async () => {
    renderOutbox('/service/outbox/ghost', {
      'service-getMail': () => Promise.reject(new AppError('not-found', 'There is no mail with this id.')),
    });
    expect(await screen.findByRole('heading', { name: 'No such mail' })).toBeInTheDocument();
  });
});
