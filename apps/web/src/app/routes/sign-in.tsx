import { useLocation, useNavigate } from 'react-router';
import { SignInPage } from '../../features/auth/components/sign-in-page.tsx';
import { InvitationIntro } from '../../features/members/components/invitation-intro.tsx';

/** /signin reached by a navigation inside the app; a document load starts app/sign-in-entry.tsx instead. */
export function Component() {
  const { search } = useLocation();
  const navigate = useNavigate();
  return (
    <SignInPage
      search={search}
      onSignedIn={(returnTo) => void navigate(returnTo, { replace: true })}
      InvitationHeader={InvitationIntro}
    />
  );
}
