// The stripeWebhook HTTP function: Stripe (or the local test-billing provider) POSTs signed
// events here. firebase-functions keeps the raw body (`rawBody`), which the signature covers.
import { onRequest } from 'firebase-functions/v2/https';
import * as logger from 'firebase-functions/logger';
import { handleStripeWebhook } from '../billing/webhook.ts';
import { REGION } from '../core/define-callable.ts';
import { firestore } from '../core/firebase.ts';
import { organisationOfCustomer } from '../data/billing/billing.ts';
import { firestoreOrgData } from '../data/org-data.ts';
import { firestoreStore } from '../data/store/firestore-store.ts';
import { env } from '../env.ts';
import { processBillingEvent } from '../services/billing-service.ts';

/** Who changed the organisation, in its audit log. */
const WEBHOOK_ACTOR = 'stripe';

export const stripeWebhook = onRequest(
  { region: REGION, timeoutSeconds: 60, invoker: 'public' },
  async (req, res) => {
    const signature = req.header('stripe-signature');
    const response = await handleStripeWebhook(
      { method: req.method, rawBody: req.rawBody, signature },
      {
        secret: env.billing.webhookSecret,
        priceIds: env.billing.priceIds,
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
  },
);
