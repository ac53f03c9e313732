import { createFakeCall, renderWithClient } from '@assay/client/testing';
import type { RespondentInvitation } from '@assay/domain/respondents';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { assessment, version } from '../../../test/assessments.tsx';
import { UiProviders } from '../../../test/fixtures.tsx';
import { InviteRespondentForm } from './invite-respondent-form.tsx';

const sent = (email: string): RespondentInvitation => ({
  id: 'inv1',
  assessmentId: 'a1',
  tenantId: 't1',
  email,
  status: 'active',
  expiresAt: '2026-08-01T00:00:00.000Z',
  createdAt: '2026-07-01T00:00:00.000Z',
  createdBy: 'u1',
  sentAt: '2026-07-01T00:00:00.000Z',
  sendCount: 1,
});

describe('the invite-respondent form', () => {
  it('empties the email after a successful send without calling it missing', async () => {
    const call = createFakeCall({
      'respondents-list': () => ({ items: [] }),
      'respondents-invite': (input) => sent(input.email),
    });
    const v = version();
    renderWithClient(
      <InviteRespondentForm assessment={assessment()} domains={v.domains} controls={v.controls} />,
      {
        call,
        claims: { tid: 'org-1', role: 'editor' },
        wrapper: UiProviders,
      },
    );
    const user = userEvent.setup();
    const email = screen.getByRole('textbox', { name: /Email/ });
    await user.type(email, 'it@fabrikam.example');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to it@fabrikam.example')).toBeInTheDocument();
    expect(call.inputsOf('respondents-invite')).toEqual([
      { assessmentId: 'a1', email: 'it@fabrikam.example' },
    ]);
    expect(email).toHaveValue('');
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
  });
});
