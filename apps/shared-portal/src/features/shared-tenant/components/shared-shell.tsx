import { navigationOf, paths, sessionWho } from '@assay/auth';
import { useSession } from '@assay/auth/react';
import { m } from '@assay/messages';
import { AccountMenu, AppShell, Menu } from '@assay/ui';
import { useEmailOnRecord } from '@assay/views/account/email-on-record';
import { PrivacyChoicesMenuItem } from '@assay/views/consent';
import { translatedNavigation } from '@assay/views/app';
import { LanguageMenu } from '@assay/views/locale';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The shared user's frame: their one tenant in the navigation and the account menu. `tenantId`
 * is the tenant in the URL; elsewhere (the account page) the one the claims name.
 */
export function SharedShell({ tenantId, children }: { tenantId?: string; children: ReactNode }) {
  const { session } = useSession();
  useEmailOnRecord();
  const tenant = tenantId ?? session?.ttid;
  const user = session && (
    <AccountMenu {...sessionWho(session)}>
      <Menu.Item asChild>
        <Link to={paths.sharedAccount()}>{m.account_menu_link()}</Link>
      </Menu.Item>
      <LanguageMenu />
      <PrivacyChoicesMenuItem />
      <Menu.Separator />
      <Menu.Item asChild>
        <Link to={paths.signOut()} reloadDocument>
          {m.account_sign_out()}
        </Link>
      </Menu.Item>
    </AccountMenu>
  );
  return (
    <AppShell
      productName="Assay"
      nav={tenant ? translatedNavigation(navigationOf('shared-portal', { tenantId: tenant })) : []}
      userMenu={user}
    >
      {children}
    </AppShell>
  );
}
