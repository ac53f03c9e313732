// Plans and billing: the overview, plan changes through the billing provider, the test
// provider's buttons, and the processing of webhook events. Only webhook events change the
// organisation's plan; the callables ask the provider and send the browser on.
import {
  applyBillingEvent,
  billingAccess,
  defaultPlanPrices,
  describeBlockers,
  downgradeBlockers,
  isPaidPlan,
  overrideInForce,
  returnPath,
} from '@assay/domain/billing';
import type { BillingEvent, BillingOverview, BillingState, TestBillingAction } from '@assay/domain/billing';
import { DomainError } from '@assay/domain/errors';
import { planIds, planNames } from '@assay/domain/plans';
import type { PlanId } from '@assay/domain/plans';
import type { BillingProvider } from '../billing/provider.ts';
import type { ProcessOutcome } from '../billing/webhook.ts';
import type { OrgData, OrgTransaction } from '../data/org-data.ts';
import type { OrganisationRecord } from '../data/organisation/organisation.ts';
import { planLimits, usageOf } from './limits.ts';

export interface BillingConfig {
  graceDays: number;
}

const planOrder: Record<PlanId, number> = { free: 0, team: 1, business: 2 };

/** Statuses in which there is a subscription to update or cancel (rather than a checkout to start). */
const liveStatuses: readonly BillingState['status'][] = [
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'incomplete',
  'paused',
];

async function requireOrganisation(read: {
  get(): Promise<OrganisationRecord | null>;
}): Promise<OrganisationRecord> {
  const organisation = await read.get();
  if (!organisation)
    throw new DomainError('not-found', 'Your organisation no longer exists.', {
      reason: 'organisation-gone',
    });
  return organisation;
}

export async function getBilling(
  org: OrgData,
  provider: Pick<BillingProvider, 'kind'>,
  config: BillingConfig,
  now: Date,
): Promise<BillingOverview> {
  const [organisation, state] = await Promise.all([
    requireOrganisation(org.organisation),
    org.billing.state(),
  ]);
  const access = billingAccess(state, now, config.graceDays);
  return {
    plan: organisation.plan,
    status: state.status,
    provider: provider.kind,
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    paymentFailedAt: state.paymentFailedAt,
    readOnlyFrom: access.readOnlyFrom,
    readOnly: access.readOnly,
    graceDays: config.graceDays,
    pendingCheckout: state.pendingCheckout ? { plan: state.pendingCheckout.plan } : null,
    plans: planIds.map((id) => ({
      id,
      price: defaultPlanPrices[id],
      limits: planLimits(id, organisation.limitOverrides),
    })),
    usage: { tenants: organisation.tenantCount, members: organisation.memberCount },
    override:
      organisation.planOverride && overrideInForce(organisation.planOverride, now)
        ? {
            plan: organisation.planOverride.plan,
            reason: organisation.planOverride.reason,
            endsAt: organisation.planOverride.endsAt,
          }
        : null,
  };
}

/** Refuses a move to `plan` while usage is over its limits, saying what to remove first. */
function assertFits(organisation: OrganisationRecord, plan: PlanId): void {
  const limits = planLimits(plan, organisation.limitOverrides);
  // The usage the admin page's bars show: members with pending invitations, private baselines,
  // and shares and API keys once those features count them.
  const blockers = downgradeBlockers(usageOf(organisation), limits);
  if (blockers.length === 0) return;
  const todo = describeBlockers(blockers);
  throw new DomainError('failed-precondition', `To move to the ${planNames[plan]} plan, first ${todo}.`, {
    reason: 'over-plan-limits',
    blockers,
  });
}

/** The organisation's Stripe customer, created and linked on first need. */
async function ensureCustomer(
  org: OrgData,
  provider: BillingProvider,
  organisation: OrganisationRecord,
  email: string | null,
): Promise<string> {
  const existing = (await org.billing.state()).customerId;
  if (existing) return existing;
  const customerId = await provider.createCustomer({ tid: org.tid, email, name: organisation.name });
  return org.transaction(async (tx) => {
    const state = await tx.billing.state();
    // Another call linked one first: keep theirs (the new one is never charged).
    if (state.customerId) return state.customerId;
    tx.billing.linkCustomer(customerId);
    tx.billing.put({ ...state, customerId });
    tx.audit.record({ target: `org/${org.tid}`, summary: 'Opened a billing account' });
    return customerId;
  });
}

export interface PlanChange {
  redirectTo: string;
  outcome: 'unchanged' | 'checkout' | 'upgraded' | 'downgraded';
}

export async function changePlan(
  org: OrgData,
  provider: BillingProvider,
  caller: { email: string | null },
  plan: PlanId,
  now: Date,
): Promise<PlanChange> {
  const [organisation, state] = await Promise.all([
    requireOrganisation(org.organisation),
    org.billing.state(),
  ]);
  if (plan === organisation.plan) return { redirectTo: '/admin', outcome: 'unchanged' };
  const downgrade = planOrder[plan] < planOrder[organisation.plan];
  if (downgrade) assertFits(organisation, plan);
  const live =
    state.subscriptionId !== null && liveStatuses.includes(state.status) && state.customerId !== null;

  if (!live) {
    if (!isPaidPlan(plan)) {
      throw new DomainError(
        'failed-precondition',
        'Your plan was set by Assay support without a subscription. Contact support to change it.',
        { reason: 'no-subscription' },
      );
    }
    const customerId = await ensureCustomer(org, provider, organisation, caller.email);
    const session = await provider.startCheckout({ tid: org.tid, customerId, plan });
    await org.transaction(async (tx) => {
      const current = await tx.billing.state();
      tx.billing.put({
        ...current,
        pendingCheckout: { sessionId: session.sessionId, plan, createdAt: now.toISOString() },
      });
      tx.audit.record({
        target: `org/${org.tid}`,
        summary: `Started checkout for the ${planNames[plan]} plan`,
      });
    });
    return { redirectTo: session.url, outcome: 'checkout' };
  }

  const ref = {
    tid: org.tid,
    customerId: state.customerId ?? '',
    subscriptionId: state.subscriptionId ?? '',
  };
  if (isPaidPlan(plan)) await provider.changeSubscription({ ...ref, plan });
  else await provider.cancelSubscription({ ...ref, plan: isPaidPlan(state.plan) ? state.plan : 'team' });
  // The plan itself changes when the webhook reports the subscription; this records who asked.
  await org.transaction((tx) => {
    tx.audit.record({
      target: `org/${org.tid}`,
      summary: `Asked to ${downgrade ? 'downgrade' : 'upgrade'} to the ${planNames[plan]} plan`,
    });
    return Promise.resolve();
  });
  return downgrade
    ? { redirectTo: returnPath('/downgrade-success', plan), outcome: 'downgraded' }
    : { redirectTo: returnPath('/upgrade-success', plan), outcome: 'upgraded' };
}

export async function openPortal(
  org: OrgData,
  provider: BillingProvider,
  caller: { email: string | null },
): Promise<{ redirectTo: string }> {
  const organisation = await requireOrganisation(org.organisation);
  const customerId = await ensureCustomer(org, provider, organisation, caller.email);
  return { redirectTo: await provider.portalUrl({ customerId }) };
}

export interface SimulateResult {
  redirectTo: string | null;
  message: string;
}

/** The test provider's checkout (pay, decline, cancel) and portal (fail or pay the invoice) buttons. */
export async function simulate(
  org: OrgData,
  provider: BillingProvider,
  action: TestBillingAction,
): Promise<SimulateResult> {
  const { player } = provider;
  if (!player)
    throw new DomainError(
      'failed-precondition',
      'Payments go through Stripe here; the test checkout is only available without a Stripe key.',
      { reason: 'stripe-configured' },
    );
  const state = await org.billing.state();
  const pending = state.pendingCheckout;
  const live =
    state.subscriptionId !== null &&
    state.customerId !== null &&
    liveStatuses.includes(state.status) &&
    isPaidPlan(state.plan);
  switch (action) {
    case 'cancelCheckout': {
      if (!pending) return { redirectTo: null, message: 'There is no checkout to cancel.' };
      await org.transaction(async (tx) => {
        const current = await tx.billing.state();
        tx.billing.put({ ...current, pendingCheckout: null });
        tx.audit.record({
          target: `org/${org.tid}`,
          summary: `Cancelled checkout for the ${planNames[pending.plan]} plan`,
        });
      });
      return { redirectTo: returnPath('/checkout-cancel', pending.plan), message: 'Checkout cancelled.' };
    }
    case 'declineCheckout':
      if (!pending || !state.customerId)
        throw new DomainError('failed-precondition', 'There is no checkout in progress.', {
          reason: 'no-checkout',
        });
      // Stripe keeps a declined card on its checkout page and sends no event.
      return { redirectTo: null, message: 'Your card was declined. Try again or cancel the checkout.' };
    case 'payCheckout':
      if (!pending || !state.customerId)
        throw new DomainError('failed-precondition', 'There is no checkout in progress.', {
          reason: 'no-checkout',
        });
      await player.completeCheckout({
        tid: org.tid,
        customerId: state.customerId,
        sessionId: pending.sessionId,
        plan: pending.plan,
      });
      return {
        redirectTo: returnPath('/checkout-success', pending.plan),
        message: `Paid: you are on the ${planNames[pending.plan]} plan.`,
      };
    case 'failPayment':
    case 'payInvoice': {
      if (!live || !state.subscriptionId || !state.customerId || !isPaidPlan(state.plan)) {
        throw new DomainError('failed-precondition', 'There is no subscription to invoice.', {
          reason: 'no-subscription',
        });
      }
      const ref = {
        tid: org.tid,
        customerId: state.customerId,
        subscriptionId: state.subscriptionId,
        plan: state.plan,
      };
      if (action === 'failPayment') {
        await player.failPayment(ref);
        return { redirectTo: null, message: 'The renewal payment failed.' };
      }
      await player.payInvoice(ref);
      return { redirectTo: null, message: 'The invoice is paid.' };
    }
  }
}

/**
 * Applies one verified webhook event, once: the event id is recorded in the transaction of the
 * change, so a replay finds it and changes nothing; an older event is recorded as ignored.
 * The organisation's plan (what limits read) follows the subscription.
 */
export async function processBillingEvent(
  org: OrgData,
  event: BillingEvent,
  receivedAt: Date,
): Promise<ProcessOutcome> {
  return org.transaction(async (tx: OrgTransaction) => {
    if (await tx.billing.processedEvent(event.id)) return 'duplicate';
    const [state, organisation] = await Promise.all([tx.billing.state(), tx.organisation.get()]);
    if (!organisation) return 'ignored';
    const outcome = applyBillingEvent(state, event);
    const record = {
      id: event.id,
      type: event.type,
      created: event.created,
      receivedAt: receivedAt.toISOString(),
    };
    if (!outcome.changed) {
      tx.billing.recordProcessed({ ...record, applied: false, reason: outcome.reason });
      return 'ignored';
    }
    tx.billing.put(outcome.state);
    const planChanged = outcome.state.plan !== organisation.plan;
    if (planChanged) tx.organisation.setPlan(outcome.state.plan);
    tx.billing.recordProcessed({ ...record, applied: true, reason: null });
    tx.audit.record({
      target: `org/${org.tid}`,
      summary: planChanged
        ? `${outcome.summary}: now on the ${planNames[outcome.state.plan]} plan`
        : outcome.summary,
    });
    return 'applied';
  });
}
