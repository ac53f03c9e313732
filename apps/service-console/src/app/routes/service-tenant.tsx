import { EmptyState, PageHeader, Stack } from '@assay/ui';
import { useParams } from 'react-router';

/** Read-only drill-down into one parent tenant (and one of its tenants). */
export function Component() {
  const { tid = '' } = useParams();
  return (
    <Stack gap="lg">
      <PageHeader title="Organisation" description={`Parent tenant ${tid}`} />
      <EmptyState icon="building" title="Drill-down is being built" description="Read-only views of an organisation's tenants are not available yet." />
    </Stack>
  );
}
