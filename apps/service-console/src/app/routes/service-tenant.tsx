import { EmptyState, LoadingState, Stack } from '@assay/ui';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';

// The focus parses nothing with zod, but its tables and stats stay off the console's first route.
const OrganisationFocus = lazy(() => import('../../features/parent-tenants/components/organisation-focus.tsx').then((m) => ({ default: m.OrganisationFocus })));

/** One organisation (`/service/tenants/{tid}`); its tenants' content (`…/{ttid}`) needs support access. */
export function Component() {
  const { tid = '', ttid } = useParams();
  return (
    <Stack gap="lg">
      <Suspense fallback={<LoadingState label="Loading the organisation" />}>
        <OrganisationFocus key={tid} tid={tid} />
      </Suspense>
      {ttid ? <EmptyState icon="shield" title="Support access is being built" description="Reading an organisation's tenants needs access its owners approve; it is not available yet." /> : null}
    </Stack>
  );
}
