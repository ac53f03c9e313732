import { useLocation, useNavigate } from 'react-router';
import { AccountActionPage } from '../../features/auth/components/account-action-page.tsx';

/** /auth/action: a link from one of Firebase Auth's mails (password reset, address verification). */
export function Component() {
  const { search } = useLocation();
  const navigate = useNavigate();
  return <AccountActionPage search={search} onDone={(next) => void navigate(next, { replace: true })} />;
}
