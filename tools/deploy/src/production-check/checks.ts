// The conditions `pnpm check:production` refuses, as pure functions over what the production
// build produced: each returns the problems it found (empty when the protection holds).
import { MAIL_EXTENSION } from '../firebase-config.ts';

/** A loopback host, with or without a port, as an emulator address would be written. `http://localhost` alone is a URL base libraries use. */
const LOOPBACK = /\b127\.0\.0\.1\b|\blocalhost:\d+|\[::1\]|\b0\.0\.0\.0\b/;

export interface TextFile {
  path: string;
  text: string;
}

/** The query parameters of the test-billing provider's checkout and portal (web, features/billing). */
const TEST_BILLING = /\btest(?:Checkout|Portal)\b/;

/** Files that name a loopback or emulator address, with the first such address. */
export function loopbackAddresses(files: readonly TextFile[]): string[] {
  return files.flatMap((file) => {
    const match = LOOPBACK.exec(file.text);
    return match ? [`${file.path} contains ${match[0]}`] : [];
  });
}

/** Web files that carry the test-billing provider's screens, which exist only on the emulators. */
export function testBillingScreens(files: readonly TextFile[]): string[] {
  return files.flatMap((file) => {
    const match = TEST_BILLING.exec(file.text);
    return match ? [`${file.path} carries the test-billing screen (${match[0]})`] : [];
  });
}

/**
 * Reads of a secret outside its declaration: a property access (`process.env.STRIPE_SECRET_KEY`,
 * `vars['STRIPE_SECRET_KEY']`) in the functions bundle. A declared secret appears only as the
 * argument of defineSecret, and firebase-functions reads it at run time.
 */
export function secretReads(bundle: string, secretNames: readonly string[]): string[] {
  return secretNames.flatMap((name) => {
    const access = new RegExp(`(?:\\.\\s*${name}\\b|\\[\\s*["'\`]${name}["'\`]\\s*\\])`);
    const problems: string[] = [];
    if (access.test(bundle))
      problems.push(`${name} is read as a property (process.env?) instead of through defineSecret`);
    if (!new RegExp(`\\(\\s*["'\`]${name}["'\`]`).test(bundle))
      problems.push(`${name} is not declared with defineSecret`);
    return problems;
  });
}

/** What the functions answered, loaded as in production without the Stripe secrets. */
export interface BillingProbe {
  /** Each billing callable's answer: its error code and message, or 'answered' when it did not refuse. */
  callables: { name: string; code: string; message: string }[];
  /** stripeWebhook's answer to an event signed with the emulators' test-billing secret. */
  webhook: { status: number; body: string };
}

export function billingBehaviour(probe: BillingProbe): string[] {
  const problems: string[] = [];
  if (probe.callables.length === 0) problems.push('no billing callable was found in the bundle');
  for (const callable of probe.callables) {
    if (callable.code !== 'failed-precondition' || !callable.message.includes('STRIPE_SECRET_KEY'))
      problems.push(
        `billing-${callable.name} answered ${callable.code} (${callable.message}) instead of failed-precondition naming STRIPE_SECRET_KEY`,
      );
  }
  if (probe.webhook.status >= 200 && probe.webhook.status < 300)
    problems.push(
      `stripeWebhook accepted an event signed with the local test secret (${probe.webhook.status})`,
    );
  else if (!probe.webhook.body.includes('STRIPE_WEBHOOK_SECRET'))
    problems.push(
      `stripeWebhook refused without naming STRIPE_WEBHOOK_SECRET: ${probe.webhook.status} ${probe.webhook.body}`,
    );
  return problems;
}

/** The Trigger Email extension, declared for deploy with a params file per project and its SMTP password as a secret. */
export function extensionProblems(
  config: { extensions?: Record<string, string> },
  paramsFiles: Record<string, string | undefined>,
  aliases: readonly string[],
  workflow: string,
): string[] {
  const { instanceId, ref } = MAIL_EXTENSION;
  const problems: string[] = [];
  if (config.extensions?.[instanceId] !== ref)
    problems.push(`firebase.json does not declare the extension ${instanceId} as ${ref}`);
  const shared = paramsFiles[`${instanceId}.env`];
  if (!shared || !/^MAIL_COLLECTION=mail$/m.test(shared))
    problems.push(`extensions/${instanceId}.env does not set MAIL_COLLECTION=mail`);
  for (const alias of aliases) {
    const file = `${instanceId}.env.${alias}`;
    const text = paramsFiles[file];
    if (!text) {
      problems.push(`extensions/${file} is missing`);
      continue;
    }
    if (!/^SMTP_PASSWORD=projects\/[^/\s]+\/secrets\/[^/\s]+\/versions\/\w+$/m.test(text))
      problems.push(
        `extensions/${file}: SMTP_PASSWORD must name a Secret Manager version, never hold the password`,
      );
    if (/^SMTP_CONNECTION_URI=\w+:\/\/[^@\s]*:[^@\s]*@/m.test(text))
      problems.push(`extensions/${file}: SMTP_CONNECTION_URI carries a password`);
    if (!/^DEFAULT_FROM=\S/m.test(text)) problems.push(`extensions/${file} has no DEFAULT_FROM`);
  }
  if (!/firebase deploy[^\n]*--only[^\n]*\bextensions\b/.test(workflow))
    problems.push('the deploy workflow does not deploy extensions');
  return problems;
}
