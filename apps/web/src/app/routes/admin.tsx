import { PageHeader, Stack } from '@assay/ui';
import type { PrefetchContext } from '@assay/views/app';
import { billingQueryOptions } from '../../features/billing/api/get-billing.ts';
import { BillingSection } from '../../features/billing/components/billing-section.tsx';

export const prefetch = (context: PrefetchContext) => context.queryClient.prefetchQuery(billingQueryOptions(context));

/** Organisation admin: profile, members and the audit log (to come), plan and billing. */
export function Component() {
  return (
    <Stack gap="lg">
      <PageHeader title="Admin" description="Your organisation's plan and billing." />
      {/* Plan and billing section (features/billing). */}
      <BillingSection />
    </Stack>
  );
}
