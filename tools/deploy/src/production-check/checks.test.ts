import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firebaseConfig } from '../firebase-config.ts';
import { root } from '../firebaserc.ts';
import {
  billingBehaviour,
  extensionProblems,
  loopbackAddresses,
  secretReads,
  testBillingScreens,
} from './checks.ts';

describe('loopbackAddresses', () => {
  it('names each file holding a loopback or emulator address', () => {
    expect(
      loopbackAddresses([
        { path: 'web/config.js', text: 'emulators:{authUrl:`http://127.0.0.1:9099`}' },
        { path: 'web/app.js', text: 'fetch("http://localhost:5001/x")' },
        { path: 'web/v6.js', text: 'connect("[::1]")' },
        { path: 'web/clean.js', text: 'https://us-central1-assay-test.cloudfunctions.net' },
      ]),
    ).toEqual([
      'web/config.js contains 127.0.0.1',
      'web/app.js contains localhost:5001',
      'web/v6.js contains [::1]',
    ]);
  });

  it('lets a library’s portless http://localhost URL base pass', () => {
    expect(loopbackAddresses([{ path: 'router.js', text: 'new URL(p, `http://localhost`)' }])).toEqual([]);
  });
});

describe('testBillingScreens', () => {
  it('names the files that carry the test checkout or portal', () => {
    expect(
      testBillingScreens([
        { path: 'web/test-billing-dialogs.js', text: 'e.has(`testCheckout`)&&n.get(`testPortal`)' },
        { path: 'web/admin.js', text: 'checkout-success' },
      ]),
    ).toEqual(['web/test-billing-dialogs.js carries the test-billing screen (testCheckout)']);
  });
});

describe('secretReads', () => {
  const declared =
    'const k = defineSecret("STRIPE_SECRET_KEY", {}); const w = defineSecret("STRIPE_WEBHOOK_SECRET");';
  const names = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'];

  it('passes secrets that are only declared (and named in messages)', () => {
    expect(secretReads(`${declared} log("the setting STRIPE_SECRET_KEY is not configured")`, names)).toEqual(
      [],
    );
  });

  it.each([
    ['process.env.STRIPE_SECRET_KEY', 'STRIPE_SECRET_KEY'],
    ['vars["STRIPE_WEBHOOK_SECRET"]', 'STRIPE_WEBHOOK_SECRET'],
  ])('refuses %s', (read, name) => {
    expect(secretReads(`${declared} const s = ${read};`, names)).toEqual([
      `${name} is read as a property (process.env?) instead of through defineSecret`,
    ]);
  });

  it('refuses a secret that is never declared', () => {
    expect(secretReads('defineSecret("STRIPE_SECRET_KEY")', names)).toEqual([
      'STRIPE_WEBHOOK_SECRET is not declared with defineSecret',
    ]);
  });
});

describe('billingBehaviour', () => {
  const refused = {
    code: 'failed-precondition',
    message: 'Billing … the setting STRIPE_SECRET_KEY is not configured.',
  };
  const webhookRefused = { status: 503, body: '{"error":"… STRIPE_WEBHOOK_SECRET is not configured."}' };

  it('passes when every billing callable and the webhook refuse, naming the secret', () => {
    expect(billingBehaviour({ callables: [{ name: 'get', ...refused }], webhook: webhookRefused })).toEqual(
      [],
    );
  });

  it('refuses a billing callable that answered or failed otherwise', () => {
    expect(
      billingBehaviour({
        callables: [
          { name: 'get', code: 'answered', message: 'the call went through' },
          { name: 'simulate', code: 'unauthenticated', message: 'Sign in' },
          { name: 'openPortal', ...refused },
        ],
        webhook: webhookRefused,
      }),
    ).toEqual([
      'billing-get answered answered (the call went through) instead of failed-precondition naming STRIPE_SECRET_KEY',
      'billing-simulate answered unauthenticated (Sign in) instead of failed-precondition naming STRIPE_SECRET_KEY',
    ]);
  });

  it('refuses a webhook that accepts the local test secret', () => {
    expect(
      billingBehaviour({ callables: [{ name: 'get', ...refused }], webhook: { status: 200, body: '{}' } }),
    ).toEqual(['stripeWebhook accepted an event signed with the local test secret (200)']);
  });

  it('refuses a bundle without billing callables (nothing was probed)', () => {
    expect(billingBehaviour({ callables: [], webhook: webhookRefused })).toEqual([
      'no billing callable was found in the bundle',
    ]);
  });
});

describe('extensionProblems', () => {
  const files = (alias: string) => ({
    'firestore-send-email.env': readFileSync(new URL('extensions/firestore-send-email.env', root), 'utf8'),
    [`firestore-send-email.env.${alias}`]: readFileSync(
      new URL(`extensions/firestore-send-email.env.${alias}`, root),
      'utf8',
    ),
  });
  const workflow = readFileSync(new URL('.github/workflows/deploy.yml', root), 'utf8');

  it('passes the committed declaration, params files and workflow', () => {
    const committed = { ...files('test'), ...files('production') };
    expect(
      extensionProblems(firebaseConfig('assay-test'), committed, ['test', 'production'], workflow),
    ).toEqual([]);
  });

  it('refuses a config without the extension and a workflow that does not deploy it', () => {
    expect(extensionProblems({}, files('test'), ['test'], workflow.replace(',extensions', ''))).toEqual([
      'firebase.json does not declare the extension firestore-send-email as firebase/firestore-send-email@0.2.0',
      'the deploy workflow does not deploy extensions',
    ]);
  });

  it('refuses a project without params and a password written in the clear', () => {
    const leaky = {
      'firestore-send-email.env': 'MAIL_COLLECTION=mail',
      'firestore-send-email.env.test':
        'SMTP_CONNECTION_URI=smtps://apikey:SG.secret@smtp.sendgrid.net:465\nSMTP_PASSWORD=SG.secret\nDEFAULT_FROM=a@b.example',
    };
    expect(extensionProblems(firebaseConfig('assay-test'), leaky, ['test', 'production'], workflow)).toEqual([
      'extensions/firestore-send-email.env.test: SMTP_PASSWORD must name a Secret Manager version, never hold the password',
      'extensions/firestore-send-email.env.test: SMTP_CONNECTION_URI carries a password',
      'extensions/firestore-send-email.env.production is missing',
    ]);
  });
});
