import { m } from '@assay/messages';
import { LoadingState, Stack } from '@assay/ui';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';

// The focus parses nothing with zod, but its tables and stats stay off the console's first route;
// so do support access and the drill-down (results and roadmap views).
const OrganisationFocus = lazy(() =>
  import('../../features/organisations/components/organisation-focus.tsx').then((m) => ({
    default: m.OrganisationFocus,
  })),
);
const SupportAccessPanel = lazy(() =>
  import('../../features/support-access/components/support-access-panel.tsx').then((m) => ({
    default: m.SupportAccessPanel,
  })),
);
const SupportDrillDown = lazy(() =>
  import('../../features/support-access/components/support-drill-down.tsx').then((m) => ({
    default: m.SupportDrillDown,
  })),
);

/**
 * One organisation (`/service/tenants/{tid}`) with the system admin's support access to it; one
 * of its tenants (`…/{ttid}/{focus}`) read-only, only under an active grant, instead of the
 * organisation's profile. The grant's panel (ask, end, the tenants it opens) stays in reach near the top.
 */
export function Component() {
  const { tid = '', ttid, focus } = useParams();
  return (
    <Stack gap="lg">
      <Suspense fallback={<LoadingState label={m.console_org_loading()} />}>
        {ttid ? (
          <>
            <SupportDrillDown key={`${tid}/${ttid}`} tid={tid} ttid={ttid} focus={focus} />
            <SupportAccessPanel key={`support-${tid}`} tid={tid} />
          </>
        ) : (
          <OrganisationFocus
            key={tid}
            tid={tid}
            support={<SupportAccessPanel key={`support-${tid}`} tid={tid} />}
          />
        )}
      </Suspense>
    </Stack>
  );
}
