// The HTTP functions as deployed: their options here (read at deploy discovery and instance start),
// their code imported on the first request (core/lazy-function.ts), so an instance of one never
// loads the REST API, Stripe's SDK or another's code.
import { stripeWebhookSecrets } from '../config/needs.ts';
import { REGION, TIMEOUT_SECONDS } from '../core/define-callable.ts';
import { lazyRequest } from '../core/lazy-function.ts';

/** The REST API over the contracts that declare an api path (api/api-app.ts). */
export const api = lazyRequest(
  'api',
  { region: REGION, timeoutSeconds: TIMEOUT_SECONDS, invoker: 'public', cors: false },
  () => import('./api.ts').then((code) => code.serveApi),
);

/** Stripe's signed webhook events. */
export const stripeWebhook = lazyRequest(
  'stripeWebhook',
  { region: REGION, timeoutSeconds: 60, invoker: 'public', secrets: stripeWebhookSecrets },
  () => import('./stripe-webhook.ts').then((code) => code.serveStripeWebhook),
);

/** The roadmap's iCalendar feed (hosting rewrite /calendar.ics). */
export const roadmapCalendar = lazyRequest(
  'roadmapCalendar',
  { region: REGION, timeoutSeconds: 30, invoker: 'public' },
  () => import('./roadmap-calendar.ts').then((code) => code.serveRoadmapCalendar),
);

/** SCIM 2.0 provisioning for an organisation's identity provider (hosting rewrite /scim/**). */
export const scimApi = lazyRequest(
  'scimApi',
  { region: REGION, timeoutSeconds: TIMEOUT_SECONDS, invoker: 'public', cors: false },
  () => import('./scim.ts').then((code) => code.serveScim),
);
