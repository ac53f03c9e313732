// The functions outside the emulators: every setting missing fails closed with failed-precondition
// naming it, nothing falls back to the local test billing; on the emulators of a demo project
// the local stack stands in as before. Each case loads the modules afresh under its environment.
import { afterEach, describe, expect, it, vi } from 'vitest';

const managed = [
  'GCLOUD_PROJECT',
  'GCP_PROJECT',
  'GOOGLE_CLOUD_PROJECT',
  'FUNCTIONS_EMULATOR',
  'FIRESTORE_EMULATOR_HOST',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_TEAM',
  'STRIPE_PRICE_BUSINESS',
  'ASSAY_APP_ORIGIN',
] as const;

const deployed = { GCLOUD_PROJECT: 'assay-madeup' };
const emulated = {
  GCLOUD_PROJECT: 'demo-assay',
  FUNCTIONS_EMULATOR: 'true',
  FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
};
const stripeConfigured = {
  STRIPE_SECRET_KEY: 'sk_test_madeup',
  STRIPE_PRICE_TEAM: 'price_team_madeup',
  STRIPE_PRICE_BUSINESS: 'price_business_madeup',
  ASSAY_APP_ORIGIN: 'https://assay-madeup.web.app',
};

type Vars = Partial<Record<(typeof managed)[number], string>>;

function environment(vars: Vars): void {
  vi.resetModules();
  for (const name of managed) vi.stubEnv(name, vars[name]);
}

afterEach(() => {
  vi.unstubAllEnvs();
});

interface Runnable {
  run(request: unknown): Promise<unknown>;
  __endpoint: { secretEnvironmentVariables?: { key: string }[] };
}

async function billingCallables(vars: Vars): Promise<Record<string, Runnable>> {
  environment(vars);
  const { billingCallables: callables } = await import('../callables/billing/index.ts');
  return callables;
}

/** What a call answers before it reaches authentication: the pre-check of its settings. */
async function refusalOf(callable: Runnable): Promise<unknown> {
  return callable.run({ data: {}, rawRequest: { headers: { 'x-forwarded-for': '203.0.113.9' } } }).then(
    () => null,
    (error: unknown) => error,
  );
}

const billingNames = ['get', 'changePlan', 'openPortal', 'simulate'];

// Each case imports the modules afresh (seconds on a busy machine).
const fresh = { timeout: 60_000 };

describe('outside the emulators', fresh, () => {
  it('answers every billing callable with failed-precondition naming STRIPE_SECRET_KEY when it is missing', async () => {
    const callables = await billingCallables(deployed);
    expect(Object.keys(callables).sort()).toEqual([...billingNames].sort());
    for (const name of billingNames) {
      const callable = callables[name];
      if (!callable) throw new Error(`no billing callable ${name}`);
      expect(await refusalOf(callable), name).toMatchObject({
        code: 'failed-precondition',
        message: expect.stringContaining('STRIPE_SECRET_KEY') as unknown,
      });
    }
  });

  it.each([
    ['STRIPE_PRICE_TEAM', { STRIPE_PRICE_TEAM: '' }],
    ['STRIPE_PRICE_BUSINESS', { STRIPE_PRICE_BUSINESS: '' }],
    ['ASSAY_APP_ORIGIN', { ASSAY_APP_ORIGIN: '' }],
  ])('names %s when only it is missing', async (setting, missing) => {
    const callables = await billingCallables({ ...deployed, ...stripeConfigured, ...missing });
    expect(await refusalOf(callables.changePlan as Runnable)).toMatchObject({
      code: 'failed-precondition',
      message: expect.stringContaining(setting) as unknown,
      details: { reason: 'not-configured', setting },
    });
  });

  it('passes the settings check once Stripe is configured (the call then needs a signed-in caller)', async () => {
    const callables = await billingCallables({ ...deployed, ...stripeConfigured });
    expect(await refusalOf(callables.get as Runnable)).toMatchObject({ code: 'unauthenticated' });
  });

  it('uses Stripe, never the test-billing provider', async () => {
    environment({ ...deployed, ...stripeConfigured });
    const { billingProvider } = await import('../billing/provider.ts');
    const provider = billingProvider();
    expect(provider.kind).toBe('stripe');
    expect(provider.player).toBeUndefined();
  });

  it('binds the Stripe secret to the billing callables', async () => {
    const callables = await billingCallables(deployed);
    for (const name of billingNames)
      expect(callables[name]?.__endpoint.secretEnvironmentVariables, name).toEqual([
        expect.objectContaining({ key: 'STRIPE_SECRET_KEY' }),
      ]);
  });

  it('refuses links in mail without ASSAY_APP_ORIGIN', async () => {
    environment(deployed);
    const { appOrigin } = await import('./settings.ts');
    let thrown: unknown;
    try {
      appOrigin();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({
      name: 'DomainError',
      code: 'failed-precondition',
      details: { setting: 'ASSAY_APP_ORIGIN' },
    });
  });

  it('offers no local-only feature, even on the emulators of a real project', async () => {
    for (const vars of [deployed, { ...emulated, GCLOUD_PROJECT: 'assay-test' }]) {
      environment(vars);
      const { env } = await import('../env.ts');
      expect(env.isLocal).toBe(false);
      expect(Object.values(env.localOnly)).toEqual([false, false, false, false]);
    }
  });
});

describe('stripeWebhook outside the emulators', fresh, () => {
  async function deliver(vars: Vars, secret: string): Promise<{ status: number; body: unknown }> {
    environment(vars);
    const { stripeWebhook } = await import('../http/endpoints.ts');
    const { LOCAL_WEBHOOK_SECRET, signPayload, stripeEvent } = await import('../billing/test-provider.ts');
    const payload = JSON.stringify(stripeEvent('invoice.paid', { id: 'in_1', object: 'invoice' }, 1));
    const signature = signPayload(payload, secret === 'local' ? LOCAL_WEBHOOK_SECRET : secret);
    const answer = { status: 0, body: undefined as unknown };
    await new Promise<void>((resolve) => {
      const res = {
        status(code: number) {
          answer.status = code;
          return res;
        },
        json(body: unknown) {
          answer.body = body;
          resolve();
          return res;
        },
        on: () => res,
        set: () => res,
      };
      const req = {
        method: 'POST',
        rawBody: Buffer.from(payload),
        headers: { 'stripe-signature': signature },
        header: (name: string) => (name.toLowerCase() === 'stripe-signature' ? signature : undefined),
        get: (name: string) => (name.toLowerCase() === 'stripe-signature' ? signature : undefined),
      };
      void (stripeWebhook as unknown as (q: unknown, s: unknown) => Promise<void>)(req, res);
    });
    return answer;
  }

  it('refuses every event while STRIPE_WEBHOOK_SECRET is missing, naming it', async () => {
    const answer = await deliver({ ...deployed, ...stripeConfigured }, 'local');
    expect(answer.status).toBe(503);
    expect(JSON.stringify(answer.body)).toContain('STRIPE_WEBHOOK_SECRET');
  });

  it('refuses an event signed with the local test-billing secret', async () => {
    const answer = await deliver(
      { ...deployed, ...stripeConfigured, STRIPE_WEBHOOK_SECRET: 'whsec_madeup' },
      'local',
    );
    expect(answer).toMatchObject({ status: 400, body: { error: 'bad signature' } });
  });
});

describe('on the emulators of a demo project', fresh, () => {
  it('plays billing with the test provider and binds no secret', async () => {
    const callables = await billingCallables(emulated);
    expect(callables.get?.__endpoint.secretEnvironmentVariables ?? []).toEqual([]);
    const { billingProvider } = await import('../billing/provider.ts');
    expect(billingProvider().kind).toBe('test');
  });

  it('sends links to the hosting emulator', async () => {
    environment(emulated);
    const { appOrigin } = await import('./settings.ts');
    expect(appOrigin()).toBe('http://127.0.0.1:5050');
  });
});
