// The billing aggregate of an organisation: orgs/{tid}/billing/subscription (the subscription as
// the webhook keeps it), orgs/{tid}/billingEvents/{eventId} (webhook events already processed,
// written in the transaction of the change they caused), and billingCustomers/{customerId},
// the one global lookup the webhook needs: which organisation a Stripe customer pays for.
import type { DocumentData } from 'firebase-admin/firestore';
import { emptyBillingState, paidPlanIds, subscriptionStatuses } from '@assay/domain/billing';
import type { BillingState, EventClock, PaidPlanId, SubscriptionStatus } from '@assay/domain/billing';
import { isSafeId } from '@assay/domain/ids';
import { isPlanId } from '@assay/domain/plans';
import { num, optionalIsoFrom, optionalStr, str, timestampFromIso } from '../convert.ts';
import { collections } from '../paths.ts';
import { docAt } from '../store/store.ts';
import type { Doc, Mapper, Reader, UnitOfWork } from '../store/store.ts';

function clockFrom(value: unknown): EventClock | null {
  if (typeof value !== 'object' || value === null) return null;
  const { at, rank } = value as { at?: unknown; rank?: unknown };
  return typeof at === 'number' && typeof rank === 'number' ? { at, rank } : null;
}

function isStatus(value: unknown): value is SubscriptionStatus {
  return typeof value === 'string' && (subscriptionStatuses as readonly string[]).includes(value);
}

function isPaidPlanId(value: unknown): value is PaidPlanId {
  return typeof value === 'string' && (paidPlanIds as readonly string[]).includes(value);
}

export const billingStateMapper: Mapper<BillingState> = {
  toDoc: (state) => ({
    customerId: state.customerId,
    subscriptionId: state.subscriptionId,
    status: state.status,
    plan: state.plan,
    currentPeriodEnd: state.currentPeriodEnd ? timestampFromIso(state.currentPeriodEnd) : null,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    paymentFailedAt: state.paymentFailedAt ? timestampFromIso(state.paymentFailedAt) : null,
    subscriptionClock: state.subscriptionClock,
    invoiceClock: state.invoiceClock,
    pendingCheckout: state.pendingCheckout
      ? {
          sessionId: state.pendingCheckout.sessionId,
          plan: state.pendingCheckout.plan,
          createdAt: timestampFromIso(state.pendingCheckout.createdAt),
        }
      : null,
  }),
  fromDoc(data: DocumentData) {
    const plan = data.plan as unknown;
    const status = data.status as unknown;
    if (!isPlanId(plan) || !isStatus(status))
      throw new Error('Stored billing state has an unknown plan or status');
    const pending = data.pendingCheckout as
      { sessionId?: unknown; plan?: unknown; createdAt?: unknown } | null | undefined;
    return {
      customerId: optionalStr(data.customerId) ?? null,
      subscriptionId: optionalStr(data.subscriptionId) ?? null,
      status,
      plan,
      currentPeriodEnd: optionalIsoFrom(data.currentPeriodEnd, 'currentPeriodEnd') ?? null,
      cancelAtPeriodEnd: data.cancelAtPeriodEnd === true,
      paymentFailedAt: optionalIsoFrom(data.paymentFailedAt, 'paymentFailedAt') ?? null,
      subscriptionClock: clockFrom(data.subscriptionClock),
      invoiceClock: clockFrom(data.invoiceClock),
      pendingCheckout:
        pending && isPaidPlanId(pending.plan)
          ? {
              sessionId: str(pending.sessionId, 'pendingCheckout.sessionId'),
              plan: pending.plan,
              createdAt: optionalIsoFrom(pending.createdAt, 'pendingCheckout.createdAt') ?? '',
            }
          : null,
    };
  },
};

/** A webhook event already processed: its id is the document id. */
export interface ProcessedEvent {
  id: string;
  type: string;
  /** Stripe's `created`, seconds. */
  created: number;
  receivedAt: string;
  applied: boolean;
  /** Why an event changed nothing (older, another subscription, …). */
  reason: string | null;
}

const processedEventMapper: Mapper<ProcessedEvent> = {
  toDoc: (event) => ({ ...event, receivedAt: timestampFromIso(event.receivedAt) }),
  fromDoc: (data) => ({
    id: str(data.id, 'id'),
    type: str(data.type, 'type'),
    created: num(data.created),
    receivedAt: optionalIsoFrom(data.receivedAt, 'receivedAt') ?? '',
    applied: data.applied === true,
    reason: optionalStr(data.reason) ?? null,
  }),
};

interface CustomerLink {
  customerId: string;
  tid: string;
}

const customerLinkMapper: Mapper<CustomerLink> = {
  toDoc: (link) => ({ ...link }),
  fromDoc: (data) => ({ customerId: str(data.customerId, 'customerId'), tid: str(data.tid, 'tid') }),
};

function safe(id: string, what: string): string {
  if (!isSafeId(id)) throw new Error(`Unsafe ${what} id`);
  return id;
}

const stateDoc = (tid: string): Doc<BillingState> =>
  docAt(`${collections.orgs}/${tid}/${collections.billing}/subscription`, billingStateMapper);
const eventDoc = (tid: string, eventId: string): Doc<ProcessedEvent> =>
  docAt(
    `${collections.orgs}/${tid}/${collections.billingEvents}/${safe(eventId, 'event')}`,
    processedEventMapper,
  );
const customerDoc = (customerId: string): Doc<CustomerLink> =>
  docAt(`${collections.billingCustomers}/${safe(customerId, 'customer')}`, customerLinkMapper);

export interface BillingReads {
  /** The subscription state; an organisation that never subscribed has the empty state. */
  state(): Promise<BillingState>;
}

export interface BillingWrites extends BillingReads {
  processedEvent(eventId: string): Promise<ProcessedEvent | null>;
  put(state: BillingState): void;
  recordProcessed(event: ProcessedEvent): void;
  /** Makes `customerId` this organisation's Stripe customer (for the webhook's lookup). */
  linkCustomer(customerId: string): void;
  /**
   * Adds a plan override's change to the subscription history beside the webhook's events
   * (id `plan-override-…`, never a Stripe event id; `reason` holds what changed).
   */
  recordOverrideChange(change: {
    type: 'plan.override.set' | 'plan.override.removed' | 'plan.override.expired';
    note: string;
    at: string;
  }): void;
}

export function billingReads(reader: Reader, tid: string): BillingReads {
  return { state: async () => (await reader.get(stateDoc(tid))) ?? emptyBillingState };
}

export function billingWrites(uow: UnitOfWork, tid: string): BillingWrites {
  return {
    ...billingReads(uow, tid),
    processedEvent: (eventId) => uow.get(eventDoc(tid, eventId)),
    put: (state) => uow.set(stateDoc(tid), state),
    recordProcessed: (event) => uow.create(eventDoc(tid, event.id), event),
    linkCustomer: (customerId) => uow.set(customerDoc(customerId), { customerId, tid }),
    recordOverrideChange({ type, note, at }) {
      const id = `plan-override-${uow.newId()}`;
      uow.create(eventDoc(tid, id), {
        id,
        type,
        created: Math.floor(Date.parse(at) / 1000),
        receivedAt: at,
        applied: true,
        reason: note,
      });
    },
  };
}

/** The organisation a Stripe customer pays for, or null when the customer is not ours. */
export async function organisationOfCustomer(reader: Reader, customerId: string): Promise<string | null> {
  if (!isSafeId(customerId)) return null;
  return (await reader.get(customerDoc(customerId)))?.tid ?? null;
}
