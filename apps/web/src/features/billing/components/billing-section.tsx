import { m } from '@assay/messages';
import { useSession } from '@assay/auth/react';
import { toAppError } from '@assay/client';
import type { BillingOverview } from '@assay/domain/billing';
import type { DowngradeBlocker } from '@assay/domain/billing/downgrade';
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
import {
  describeBlocker,
  formatDay,
  planOverrideSentence,
  subscriptionStatusBadge,
} from '@assay/views/billing';
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
  // The count is formatted for the language ("1,000", "1.000") and chooses the plural form.
  const count = (
    n: number | null,
    counted: (input: { count: number; shown: string }) => string,
    unlimited: () => string,
  ) => (n === null ? unlimited() : counted({ count: n, shown: formatNumber(n) }));
  return [
    { label: count(limits.tenants, m.billing_line_tenants, m.billing_unlimited_tenants), included: true },
    { label: count(limits.members, m.billing_line_members, m.billing_unlimited_members), included: true },
    {
      label:
        limits.privateBaselines === 0
          ? m.billing_no_private_baselines()
          : count(
              limits.privateBaselines,
              m.billing_line_private_baselines,
              m.billing_unlimited_private_baselines,
            ),
      included: limits.privateBaselines !== 0,
    },
    {
      label: limits.sharing ? m.billing_sharing() : m.billing_no_sharing(),
      included: limits.sharing,
    },
    { label: limits.apiKeys ? m.limit_api_keys() : m.billing_no_api_keys(), included: limits.apiKeys },
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
        <ul className={styles.blockers} aria-label={m.billing_remove_first()}>
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
  const price = formatPrice(plan.price);
  const description = checkout
    ? m.billing_checkout_description({ price })
    : upgrade
      ? m.billing_upgrade_description({ price })
      : plan.id === 'free'
        ? m.billing_free_description()
        : m.billing_downgrade_description({ price });
  return (
    <li className={styles.plan[current ? 'current' : 'other']} aria-label={m.plan_label({ plan: name })}>
      <div className={styles.planHeader}>
        <strong>{name}</strong>
        {current && <Badge tone="accent">{m.billing_current_plan()}</Badge>}
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
              {upgrade ? m.billing_upgrade_to({ plan: name }) : m.billing_downgrade_to({ plan: name })}
            </Button>
          }
          title={
            upgrade ? m.billing_upgrade_title({ plan: name }) : m.billing_downgrade_title({ plan: name })
          }
          description={description}
          confirmLabel={
            checkout
              ? m.billing_go_to_checkout()
              : upgrade
                ? m.billing_upgrade_to({ plan: name })
                : m.billing_downgrade_to({ plan: name })
          }
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
      ? m.billing_ends_on({ date: formatDay(billing.currentPeriodEnd) })
      : m.billing_renews_on({ date: formatDay(billing.currentPeriodEnd) })
    : billing.plan === 'free'
      ? m.billing_no_payment()
      : m.billing_set_by_support();
  return (
    <div className={styles.summary}>
      <span className={styles.planName}>{m.plan_label({ plan: planNames[billing.plan] })}</span>
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
  if (billing.isPending) body = <LoadingState label={m.billing_loading()} />;
  else if (billing.isError)
    body = (
      <ErrorState
        title={m.billing_load_failed()}
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
          <Banner tone="info" title={m.billing_override_title({ plan: planNames[data.override.plan] })}>
            {planOverrideSentence(data.override, data.plan)}{' '}
            {m.billing_reason({ reason: data.override.reason })}
          </Banner>
        )}
        {problem && (
          <Banner tone={problem.tone} title={m.billing_payment_failed()}>
            {problem.message}
          </Banner>
        )}
        {portalError && (
          <Banner tone="danger" onDismiss={() => setPortalError(null)}>
            {portalError}
          </Banner>
        )}
        <ul className={styles.plans} aria-label={m.billing_plans()}>
          {data.plans.map((plan) => (
            <PlanChoice key={plan.id} billing={data} plan={plan} canChange={canChange} />
          ))}
        </ul>
        {!canChange && <span className={styles.muted}>{m.billing_only_admins()}</span>}
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
      title={m.billing_title()}
      description={m.billing_description()}
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
              {m.billing_manage()}
            </Button>
          </Inline>
        ) : undefined
      }
    >
      {body}
    </Card>
  );
}
