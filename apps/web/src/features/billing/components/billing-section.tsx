import { useSession } from '@assay/auth/react';
import { toAppError } from '@assay/client';
import type { BillingOverview } from '@assay/domain/billing';
import { describeBlocker, type DowngradeBlocker } from '@assay/domain/billing/downgrade';
import type { PlanId } from '@assay/domain/plans';
import { planNames } from '@assay/domain/plans/labels';
import { roleAtLeast } from '@assay/domain/roles';
import {
  Badge,
  Banner,
  Button,
  Card,
  ConfirmDialog,
  ErrorState,
  Icon,
  Inline,
  LoadingState,
  Stack,
} from '@assay/ui';
import { formatDay, planOverrideSentence, subscriptionStatusBadge } from '@assay/views/billing';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useChangePlan } from '../api/change-plan.ts';
import { useBilling } from '../api/get-billing.ts';
import { useOpenPortal } from '../api/open-portal.ts';
import { formatPrice, paymentProblem } from '../format.ts';
import { useRedirect } from '../hooks/use-redirect.ts';
import * as styles from './billing-section.css.ts';
import { formatNumber } from '@assay/views/locale';

// The test-billing provider's checkout and portal exist only on the emulators: in a build for a
// deployed project Vite writes false here (packages/client/build/local-build.ts), and neither
// the dialogs nor their chunk ship.
declare const __ASSAY_LOCAL__: boolean;
const TestBillingDialogs = __ASSAY_LOCAL__
  ? lazy(() => import('./test-billing-dialogs.tsx').then((m) => ({ default: m.TestBillingDialogs })))
  : null;

const planOrder: Record<PlanId, number> = { free: 0, team: 1, business: 2 };

function limitLines(plan: BillingOverview['plans'][number]): { label: string; included: boolean }[] {
  const { limits } = plan;
  const count = (n: number | null, one: string, many: string) =>
    n === null ? `Unlimited ${many}` : `${formatNumber(n)} ${n === 1 ? one : many}`;
  return [
    { label: count(limits.tenants, 'active tenant', 'active tenants'), included: true },
    { label: count(limits.members, 'member', 'members'), included: true },
    {
      label:
        limits.privateBaselines === 0
          ? 'No private baselines'
          : count(limits.privateBaselines, 'private baseline', 'private baselines'),
      included: limits.privateBaselines !== 0,
    },
    {
      label: limits.sharing ? 'Sharing with assessed organisations' : 'No sharing',
      included: limits.sharing,
    },
    { label: limits.apiKeys ? 'API keys' : 'No API keys', included: limits.apiKeys },
  ];
}

/** The server's refusal of a downgrade: its sentence, and what to remove as a list. */
function planChangeError(error: unknown): ReactNode {
  const appError = toAppError(error);
  const blockers = (appError.details?.blockers ?? []) as DowngradeBlocker[];
  return (
    <>
      <span>{appError.message}</span>
      {blockers.length > 0 && (
        <ul className={styles.blockers} aria-label="What to remove first">
          {blockers.map((blocker) => (
            <li key={blocker.limit}>{describeBlocker(blocker)}</li>
          ))}
        </ul>
      )}
    </>
  );
}

function PlanChoice({
  billing,
  plan,
  canChange,
}: {
  billing: BillingOverview;
  plan: BillingOverview['plans'][number];
  canChange: boolean;
}) {
  const changePlan = useChangePlan();
  const redirect = useRedirect();
  const current = plan.id === billing.plan;
  const upgrade = planOrder[plan.id] > planOrder[billing.plan];
  const name = planNames[plan.id];
  const checkout =
    upgrade &&
    (billing.status === 'none' || billing.status === 'canceled' || billing.status === 'incomplete_expired');
  const description = checkout
    ? `You will go to checkout to pay ${formatPrice(plan.price)}. The plan changes as soon as the payment goes through.`
    : upgrade
      ? `Your subscription moves to ${formatPrice(plan.price)} now; the difference for the rest of this period is charged prorated.`
      : plan.id === 'free'
        ? 'Your subscription ends and the organisation moves to the Free plan limits. Nothing is deleted, but you must be within those limits first.'
        : `Your subscription moves to ${formatPrice(plan.price)} now; the unused part of this period is credited.`;
  return (
    <li className={styles.plan[current ? 'current' : 'other']} aria-label={`${name} plan`}>
      <div className={styles.planHeader}>
        <strong>{name}</strong>
        {current && <Badge tone="accent">Current plan</Badge>}
      </div>
      <span className={styles.price}>{formatPrice(plan.price)}</span>
      <ul className={styles.limits}>
        {limitLines(plan).map((line) => (
          <li
            key={line.label}
            className={line.included ? styles.limit : `${styles.limit} ${styles.unavailable}`}
          >
            <Icon name={line.included ? 'check' : 'minus'} size="xs" />
            {line.label}
          </li>
        ))}
      </ul>
      {canChange && !current && (
        <ConfirmDialog
          trigger={
            <Button variant={upgrade ? 'solid' : 'outline'}>
              {upgrade ? `Upgrade to ${name}` : `Downgrade to ${name}`}
            </Button>
          }
          title={upgrade ? `Upgrade to the ${name} plan?` : `Downgrade to the ${name} plan?`}
          description={description}
          confirmLabel={checkout ? 'Go to checkout' : upgrade ? `Upgrade to ${name}` : `Downgrade to ${name}`}
          errorMessage={planChangeError}
          onConfirm={async () => {
            const result = await changePlan.mutateAsync({ plan: plan.id });
            redirect(result.redirectTo);
          }}
        />
      )}
    </li>
  );
}

function Summary({ billing }: { billing: BillingOverview }) {
  const current = billing.plans.find((plan) => plan.id === billing.plan);
  const status = subscriptionStatusBadge(billing.status);
  const renewal = billing.currentPeriodEnd
    ? billing.cancelAtPeriodEnd
      ? `Ends on ${formatDay(billing.currentPeriodEnd)}`
      : `Renews on ${formatDay(billing.currentPeriodEnd)}`
    : billing.plan === 'free'
      ? 'No payment needed'
      : 'Set by Assay support';
  return (
    <div className={styles.summary}>
      <span className={styles.planName}>{planNames[billing.plan]} plan</span>
      {current && <span>{formatPrice(current.price)}</span>}
      {billing.status !== 'none' && <Badge tone={status.tone}>{status.label}</Badge>}
      <span className={styles.muted}>{renewal}</span>
    </div>
  );
}

/** The plan and billing section of /admin: current plan, status, renewal, plans compared, portal. */
export function BillingSection() {
  const { session } = useSession();
  const billing = useBilling();
  const portal = useOpenPortal();
  const redirect = useRedirect();
  const [portalError, setPortalError] = useState<string | null>(null);
  const canChange = roleAtLeast(session?.role, 'admin');

  let body: ReactNode;
  if (billing.isPending) body = <LoadingState label="Loading plan and billing" />;
  else if (billing.isError)
    body = (
      <ErrorState
        title="Plan and billing could not load"
        message={toAppError(billing.error).message}
        onRetry={() => void billing.refetch()}
      />
    );
  else {
    const data = billing.data;
    const problem = paymentProblem(data);
    body = (
      <Stack gap="lg">
        <Summary billing={data} />
        {data.override && (
          <Banner tone="info" title={`${planNames[data.override.plan]} plan set by Assay`}>
            {planOverrideSentence(data.override, data.plan)} Reason: {data.override.reason}
          </Banner>
        )}
        {problem && (
          <Banner tone={problem.tone} title="Payment failed">
            {problem.message}
          </Banner>
        )}
        {portalError && (
          <Banner tone="danger" onDismiss={() => setPortalError(null)}>
            {portalError}
          </Banner>
        )}
        <ul className={styles.plans} aria-label="Plans">
          {data.plans.map((plan) => (
            <PlanChoice key={plan.id} billing={data} plan={plan} canChange={canChange} />
          ))}
        </ul>
        {!canChange && <span className={styles.muted}>Only owners and admins can change the plan.</span>}
        {TestBillingDialogs && data.provider === 'test' && (
          <Suspense fallback={null}>
            <TestBillingDialogs billing={data} />
          </Suspense>
        )}
      </Stack>
    );
  }

  return (
    <Card
      title="Plan and billing"
      description="Your plan, what it includes, and how you pay for it."
      actions={
        canChange ? (
          <Inline gap="sm">
            <Button
              variant="outline"
              loading={portal.isPending}
              onClick={() => {
                setPortalError(null);
                portal.mutate(undefined, {
                  onSuccess: (result) => redirect(result.redirectTo),
                  onError: (error) => setPortalError(toAppError(error).message),
                });
              }}
            >
              Manage billing
            </Button>
          </Inline>
        ) : undefined
      }
    >
      {body}
    </Card>
  );
}
