// What a function needs from its deployment: the secrets bound to it (a function reads only
// the secrets it declares) and a check run before each call, so that a deployment lacking a
// setting answers `failed-precondition` naming it before any other work.
import type { SecretParam } from 'firebase-functions/params';
import { env } from '../env.ts';
import * as params from './params.ts';
import { stripeSettings } from './settings.ts';

export interface Needs {
  readonly secrets: SecretParam[];
  /** Throws the refusal naming a missing setting. */
  check(): void;
}

export const noNeeds: Needs = { secrets: [], check: () => undefined };

// On the emulators the test-billing provider stands in for Stripe and needs no secret (a bound
// secret would make the emulator look it up in Secret Manager on every call).
const { testBilling } = env.localOnly;

/** Billing callables: Stripe's key, the plans' price ids and the app's origin. */
export const stripeBilling: Needs = {
  secrets: testBilling ? [] : [params.stripeSecretKey],
  check: () => {
    if (!testBilling) stripeSettings();
  },
};

/** What each area's callables need, by area (a contract is named `<area>-<operation>`). */
const byArea: Readonly<Record<string, Needs>> = { billing: stripeBilling };

/** What `contract` needs; the deploy of every callable reads it (core/define-callable.ts). */
export function needsOf(contract: { readonly name: string }): Needs {
  return byArea[contract.name.slice(0, contract.name.indexOf('-'))] ?? noNeeds;
}

/** The secret stripeWebhook verifies with (it checks its settings itself: an HTTP answer, not a callable's). */
export const stripeWebhookSecrets: SecretParam[] = testBilling ? [] : [params.stripeWebhookSecret];
