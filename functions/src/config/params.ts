// Every setting of a deployment, declared: secrets in Secret Manager (`firebase
// functions:secrets:set NAME`), the rest as params whose values for `test` and `production`
// are committed in functions/.env.<alias> (and, for the emulators, functions/.env.demo-assay).
// Values are read at run time through config/settings.ts, never at load time.
import { defineInt, defineSecret, defineString } from 'firebase-functions/params';
import { DEFAULT_GRACE_DAYS } from '@assay/domain/billing';

export const stripeSecretKey = defineSecret('STRIPE_SECRET_KEY', {
  description: 'Stripe secret API key (sk_live_… or sk_test_…): Checkout, plan changes, the billing portal.',
});

export const stripeWebhookSecret = defineSecret('STRIPE_WEBHOOK_SECRET', {
  description: 'Signing secret of the Stripe webhook endpoint (whsec_…) that points at stripeWebhook.',
});

export const appOrigin = defineString('ASSAY_APP_ORIGIN', {
  default: '',
  description: 'Origin the apps are served from (https://…): links in mail, Stripe return URLs.',
});

export const stripePriceTeam = defineString('STRIPE_PRICE_TEAM', {
  default: '',
  description: 'Stripe price id of the Team plan (price_…).',
});

export const stripePriceBusiness = defineString('STRIPE_PRICE_BUSINESS', {
  default: '',
  description: 'Stripe price id of the Business plan (price_…).',
});

export const billingGraceDays = defineInt('ASSAY_BILLING_GRACE_DAYS', {
  default: DEFAULT_GRACE_DAYS,
  description: 'Days a failed payment leaves an organisation writable before it turns read-only.',
});

export const planLimitOverrides = defineString('ASSAY_PLAN_LIMITS', {
  default: '',
  description: 'JSON overriding plan limits, e.g. {"free":{"tenants":5}}; empty keeps the defaults.',
});

export const backupBucket = defineString('ASSAY_BACKUP_BUCKET', {
  default: '',
  description: 'Bucket of the daily Firestore export (gs://…); required in production, optional elsewhere.',
});

/** Every declared param: the committed .env files must name each (a test checks). */
export const declaredParams = [
  appOrigin,
  stripePriceTeam,
  stripePriceBusiness,
  billingGraceDays,
  planLimitOverrides,
  backupBucket,
];
export const declaredSecrets = [stripeSecretKey, stripeWebhookSecret];
