import { renderWithClient } from '@assay/client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProviders } from '../../../test/fixtures.tsx';
import { SignInPanel } from './sign-in-panel.tsx';

describe('the sign-in panel', () => {
  it('explains a sign-in link opened in another browser: enter the address it was sent to', async () => {
    renderWithClient(<SignInPanel returnTo="/" onSignedIn={() => undefined} />, {
      claims: null,
      route: '/signin',
      wrapper: UiProviders,
      authActions: { isEmailLink: () => true, storedEmailForLink: () => null },
    });
    expect(await screen.findByRole('button', { name: 'Finish signing in' })).toBeInTheDocument();
    expect(screen.getByText('You opened a sign-in link')).toBeInTheDocument();
    expect(screen.getByText(/Enter the email address it was sent to/)).toBeInTheDocument();
  });
});
