// Standard Webhooks v1 signatures (https://www.standardwebhooks.com), with the `standardwebhooks`
// library the specification's authors publish, so what Assay sends verifies with every
// receiver's library of the same standard (and with the one the integration test uses).
// Its own subpath (`@assay/domain/webhooks/signing`): screens never load the hashing.
import { Webhook } from 'standardwebhooks';

/** Secret prefix of Standard Webhooks: `whsec_` and the base64 of the key. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** Bytes of key material a secret carries (256 bits; the standard asks for 24 to 64). */
export const WEBHOOK_SECRET_BYTES = 32;

/** The headers of one signed request; several secrets (a rotation's overlap) give space-separated signatures. */
export function signWebhook(
  secrets: readonly string[],
  message: { id: string; timestamp: Date; body: string },
): { 'webhook-id': string; 'webhook-timestamp': string; 'webhook-signature': string } {
  if (secrets.length === 0) throw new Error('A webhook needs at least one secret to be signed');
  const signatures = secrets.map((secret) =>
    new Webhook(secret).sign(message.id, message.timestamp, message.body),
  );
  return {
    'webhook-id': message.id,
    'webhook-timestamp': String(Math.floor(message.timestamp.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
}

/** Verifies a received request as a receiver would (throws WebhookVerificationError when it does not verify). */
export function verifyWebhook(secret: string, body: string, headers: Record<string, string>): unknown {
  return new Webhook(secret).verify(body, headers);
}
