import { m } from '@assay/messages';
import { PrivacyChoicesMenuItem } from '@assay/views/consent';
import { LanguageMenu } from '@assay/views/locale';
import { paths, tabsOf } from '@assay/auth';
import { useSession } from '@assay/auth/react';
import { AccountMenu, AppShell, Menu } from '@assay/ui';
import { Outlet } from 'react-router';
import { platformTabDetails } from './routes/platform-tabs.ts';

export function PlatformLayout() {
  const { session } = useSession();
  const user = session && (
    <AccountMenu who={session.email ?? ''}>
      <Menu.Item asChild>
        <a href={paths.welcome()}>{m.account_member_app()}</a>
      </Menu.Item>
      {/* One's own account lives in the member app (a system admin's too). */}
      <Menu.Item asChild>
        <a href={paths.account()}>{m.account_menu_link()}</a>
      </Menu.Item>
      <LanguageMenu />
      <PrivacyChoicesMenuItem />
      <Menu.Separator />
      <Menu.Item asChild>
        <a href={paths.signOut()}>{m.account_sign_out()}</a>
      </Menu.Item>
    </AccountMenu>
  );
  return (
    <AppShell
      productName="Assay Service"
      nav={tabsOf('service').map((tab) => ({
        to: paths.service({ tab: tab.id }),
        label: platformTabDetails[tab.id].label(),
        icon: tab.icon,
      }))}
      userMenu={user}
    >
      <Outlet />
    </AppShell>
  );
}
