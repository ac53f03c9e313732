// The stripeWebhook HTTP function's code (deployed in http/endpoints.ts): Stripe (or, on the
// emulators, the test-billing provider) POSTs signed events here. firebase-functions keeps the raw
// body (`rawBody`), which the signature covers. Outside the emulators it verifies only with the
// declared STRIPE_WEBHOOK_SECRET: without it every event is refused (503, Stripe retries for days).
import * as logger from 'firebase-functions/logger';
import type { PaidPlanId } from '@assay/domain/billing';
import { DomainError } from '@assay/domain/errors';
import { LOCAL_PRICE_IDS, LOCAL_WEBHOOK_SECRET } from '../billing/test-provider.ts';
import { handleStripeWebhook } from '../billing/webhook.ts';
import { stripePriceIds, stripeWebhookSecret } from '../config/settings.ts';
import type { RequestHandler } from '../core/lazy-function.ts';
import { firestore } from '../core/firebase.ts';
import { organisationOfCustomer } from '../data/billing/billing.ts';
import { firestoreOrgData } from '../data/org-data.ts';
import { firestoreStore } from '../data/store/firestore-store.ts';
import { env } from '../env.ts';
import { processBillingEvent } from '../services/billing-service.ts';

/** Who changed the organisation, in its audit log. */
const WEBHOOK_ACTOR = 'stripe';

/** The secret and price ids events are read with; throws the refusal naming a missing setting. */
function webhookSettings(): { secret: string; priceIds: Record<PaidPlanId, string> } {
  if (env.localOnly.testBilling) return { secret: LOCAL_WEBHOOK_SECRET, priceIds: LOCAL_PRICE_IDS };
  return { secret: stripeWebhookSecret(), priceIds: stripePriceIds() };
}

export const serveStripeWebhook: RequestHandler = async (req, res) => {
  let settings: ReturnType<typeof webhookSettings>;
  try {
    settings = webhookSettings();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    res.status(503).json({ received: false, error: error.message });
    return;
  }
  const signature = req.header('stripe-signature');
  const response = await handleStripeWebhook(
    { method: req.method, rawBody: req.rawBody, signature },
    {
      ...settings,
      organisationOf: (customerId) => organisationOfCustomer(firestoreStore(firestore()), customerId),
      process: (tid, event) => {
        const now = new Date();
        return processBillingEvent(
          firestoreOrgData(firestore(), tid, {
            actorUid: WEBHOOK_ACTOR,
            action: event.type,
            at: now.toISOString(),
          }),
          event,
          now,
        );
      },
      logger: {
        warn: (message, context) => logger.warn(message, context),
        error: (message, context) => logger.error(message, context),
      },
    },
  );
  res.status(response.status).json(response.body);
};
