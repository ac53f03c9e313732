import { AccountPage } from '@assay/views/account';

/** /account: one's own account (name, password, address, sessions, deletion). */
export function Component() {
  return <AccountPage />;
}
