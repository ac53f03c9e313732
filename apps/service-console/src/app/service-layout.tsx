import { PrivacyChoicesLink } from '@assay/views/consent';
import { paths, tabsOf } from '@assay/auth';
import { useSession } from '@assay/auth/react';
import { AccountLinks, AppShell } from '@assay/ui';
import { Outlet } from 'react-router';
import { serviceTabDetails } from './routes/service-tabs.ts';

export function ServiceLayout() {
  const { session } = useSession();
  const user = session && (
    <AccountLinks
      who={session.email}
      links={[
        <a key="member-app" href={paths.welcome()}>
          Member app
        </a>,
        <PrivacyChoicesLink key="privacy" />,
        <a key="sign-out" href={paths.signOut()} aria-label={`Sign out ${session.email}`}>
          Sign out
        </a>,
      ]}
    />
  );
  return (
    <AppShell
      productName="Assay Service"
      nav={tabsOf('service').map((tab) => ({
        to: paths.service({ tab: tab.id }),
        label: tab.label,
        icon: serviceTabDetails[tab.id].icon,
      }))}
      userMenu={user}
    >
      <Outlet />
    </AppShell>
  );
}
