import { useSession } from '@assay/auth/react';
import { AppShell } from '@assay/ui';
import { Outlet } from 'react-router';
import { paths } from '../config/paths.ts';
import { serviceTabs } from './routes/service-tabs.ts';

export function ServiceLayout() {
  const { session } = useSession();
  const user = session && (
    <span>
      {session.email} · <a href="/">Member app</a> · <a href={paths.signOut()}>Sign out</a>
    </span>
  );
  return (
    <AppShell productName="Assay Service" nav={serviceTabs.map((tab) => ({ to: paths.service(tab.id), label: tab.label, icon: tab.icon }))} userMenu={user}>
      <Outlet />
    </AppShell>
  );
}
