import { useSession } from '@assay/auth/react';
import { Button, Card, Inline, LoadingState, PageHeader, Stack } from '@assay/ui';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useOrganisation } from '../../features/organisation/api/get-organisation.ts';

export function Component() {
  const { session } = useSession();
  const organisation = useOrganisation(session?.tid ?? '');
  const overview = organisation.data;
  const greeting = session?.displayName ? `Welcome, ${session.displayName}` : 'Welcome';
  if (organisation.isPending) return <LoadingState label="Loading your portfolio" />;
  const steps = [
    { done: (overview?.usage.tenants ?? 0) > 0, label: 'Add the first tenant you assess', to: paths.tenants() },
    { done: (overview?.usage.members ?? 0) > 1, label: 'Invite a colleague', to: paths.admin() },
  ];
  return (
    <Stack gap="lg">
      <PageHeader title={greeting} description={overview ? `${overview.organisation.name} · ${overview.organisation.plan} plan` : undefined} />
      <Inline gap="md" wrap>
        <Card>
          <Stack gap="xs">
            <span>Tenants</span>
            <strong aria-label="Tenant count">{overview?.usage.tenants ?? '—'}</strong>
            <span>of {overview?.limits.tenants ?? '—'} on your plan</span>
          </Stack>
        </Card>
        <Card>
          <Stack gap="xs">
            <span>Members</span>
            <strong>{overview?.usage.members ?? '—'}</strong>
            <span>of {overview?.limits.members ?? '—'} on your plan</span>
          </Stack>
        </Card>
      </Inline>
      {steps.some((s) => !s.done) && (
        <Card>
          <Stack gap="sm">
            <h2>Get started</h2>
            <ol>
              {steps.map((step) => (
                <li key={step.label}>
                  {step.done ? <s>{step.label}</s> : <Link to={step.to}>{step.label}</Link>}
                  {step.done && ' — done'}
                </li>
              ))}
            </ol>
          </Stack>
        </Card>
      )}
      <div>
        <Button asChild>
          <Link to={paths.tenants()}>Go to tenants</Link>
        </Button>
      </div>
    </Stack>
  );
}
