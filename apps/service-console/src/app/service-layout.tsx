import { paths, tabsOf } from '@assay/auth';
import { useSession } from '@assay/auth/react';
import { AppShell } from '@assay/ui';
import { Outlet } from 'react-router';
import { serviceTabDetails } from './routes/service-tabs.ts';

export function ServiceLayout() {
  const { session } = useSession();
  const user = session && (
    <span>
      {session.email} · <a href={paths.welcome()}>Member app</a> · <a href={paths.signOut()}>Sign out</a>
    </span>
  );
  return (
    <AppShell productName="Assay Service" nav={tabsOf('service').map((tab) => ({ to: paths.service({ tab: tab.id }), label: tab.label, icon: serviceTabDetails[tab.id].icon }))} userMenu={user}>
      <Outlet />
    </AppShell>
  );
}
