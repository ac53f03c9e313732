// Loads the functions bundle the way a deployed project runs it — a made-up project id, no
// emulator, no Stripe secret — and asks every billing callable and stripeWebhook for an answer.
// Run by check-production.ts in a child process with that environment:
//   tsx functions-probe.ts <lib/index.js> <result.json>
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { LOCAL_WEBHOOK_SECRET, signPayload, stripeEvent } from '@assay/functions/test-billing';
import type { BillingProbe } from './checks.ts';

const [bundle, out] = process.argv.slice(2);
if (!bundle || !out) throw new Error('usage: functions-probe <lib/index.js> <result.json>');

interface Callable {
  run(request: unknown): Promise<unknown>;
}
type HttpFunction = (req: unknown, res: unknown) => unknown;

const functions = (await import(pathToFileURL(bundle).href)) as {
  billing?: Record<string, Callable>;
  stripeWebhook?: HttpFunction;
};

const callables: BillingProbe['callables'] = [];
for (const [name, callable] of Object.entries(functions.billing ?? {})) {
  try {
    await callable.run({ data: {}, rawRequest: { ip: '203.0.113.9', headers: {} } });
    callables.push({ name, code: 'answered', message: 'the call went through' });
  } catch (error) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    callables.push({ name, code: String(code), message: String(message) });
  }
}

async function webhook(): Promise<BillingProbe['webhook']> {
  if (!functions.stripeWebhook) return { status: 0, body: 'no stripeWebhook in the bundle' };
  const payload = JSON.stringify(stripeEvent('invoice.paid', { id: 'in_probe', object: 'invoice' }, 1));
  const signature = signPayload(payload, LOCAL_WEBHOOK_SECRET);
  const header = (name: string) => (name.toLowerCase() === 'stripe-signature' ? signature : undefined);
  return new Promise((resolve) => {
    const answer = { status: 200 };
    const res = {
      status(code: number) {
        answer.status = code;
        return res;
      },
      json: (body: unknown) => resolve({ status: answer.status, body: JSON.stringify(body) }),
      send: (body: unknown) => resolve({ status: answer.status, body: String(body) }),
      set: () => res,
      on: () => res,
    };
    const req = {
      method: 'POST',
      rawBody: Buffer.from(payload),
      headers: { 'stripe-signature': signature },
      header,
      get: header,
    };
    void Promise.resolve(functions.stripeWebhook?.(req, res)).catch((error: unknown) =>
      resolve({ status: 500, body: String(error) }),
    );
  });
}

const probe: BillingProbe = { callables, webhook: await webhook() };
writeFileSync(out, JSON.stringify(probe));
process.exit(0);
