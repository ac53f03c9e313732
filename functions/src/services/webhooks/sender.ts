// Sends one signed webhook request (issue 28), refusing server-side request forgery: the host is
// resolved first and every address it resolves to is checked (address-policy.ts); the connection
// is then made to the checked address itself (a fixed `lookup`), so a name that resolves
// elsewhere the second time cannot reach an internal service. Redirects are never followed (a 3xx
// answer is a failed attempt). Only the first WEBHOOK_RESPONSE_EXCERPT_MAX bytes of the answer are read.
import { lookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { WEBHOOK_RESPONSE_EXCERPT_MAX } from '@assay/domain/webhooks';
import { hostOf, isMetadataHost, refusedAddress, refusedAsWritten } from './address-policy.ts';

/** Why an attempt got no answer, or got one that is not a delivery. */
export type SendError =
  'address-refused' | 'redirect-refused' | 'timeout' | 'connection-refused' | 'network-error';

export interface SendResult {
  httpStatus?: number;
  error?: SendError;
  /** The address is refused as written (no lookup): every attempt would be. */
  permanent?: true;
  latencyMs: number;
  responseExcerpt?: string;
}

export interface SendOptions {
  /** Loopback addresses may be reached (the emulators' local receiver); never in production. */
  allowLoopback: boolean;
  timeoutMs: number;
  /** Every address of a host name (the system resolver unless a test gives one). */
  resolve?: (host: string) => Promise<{ address: string; family: number }[]>;
  now?: () => number;
}

export type WebhookSender = (
  url: string,
  headers: Record<string, string>,
  body: string,
) => Promise<SendResult>;

const systemResolve = (host: string) => lookup(host, { all: true, verbatim: true });

function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address === '::ffff:127.0.0.1';
}

function allowed(address: string, allowLoopback: boolean): boolean {
  if (allowLoopback && isLoopback(address)) return true;
  return refusedAddress(address) === null;
}

/** The address to connect to, or null when the host (or any address it resolves to) is refused. */
export async function checkedAddress(
  url: string,
  options: Pick<SendOptions, 'allowLoopback' | 'resolve'>,
): Promise<{ address: string; family: number } | null> {
  const host = hostOf(url);
  if (isMetadataHost(host)) return null;
  const literal = isIP(host);
  if (literal !== 0) return allowed(host, options.allowLoopback) ? { address: host, family: literal } : null;
  const addresses = await (options.resolve ?? systemResolve)(host).catch(() => []);
  if (addresses.length === 0) return null;
  // One refused address refuses the host: a name pointing both outside and inside is not a public endpoint.
  if (!addresses.every((entry) => allowed(entry.address, options.allowLoopback))) return null;
  return addresses[0] ?? null;
}

function errorOf(error: unknown): SendError {
  const code = (error as { code?: unknown }).code;
  if (code === 'ECONNREFUSED') return 'connection-refused';
  if (code === 'ETIMEDOUT' || code === 'ESOCKETTIMEDOUT') return 'timeout';
  return 'network-error';
}

/** A sender with these options: POSTs the JSON body with the given headers to the checked address. */
export function webhookSender(options: SendOptions): WebhookSender {
  const now = options.now ?? Date.now;
  return async (url, headers, body) => {
    const started = now();
    const target = await checkedAddress(url, options);
    if (!target)
      return {
        error: 'address-refused',
        ...(refusedAsWritten(url, options.allowLoopback) ? { permanent: true as const } : {}),
        latencyMs: now() - started,
      };
    const fixed: LookupFunction = (_host, lookupOptions, callback) => {
      if ((lookupOptions as { all?: boolean }).all)
        (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, [target]);
      else callback(null, target.address, target.family);
    };
    const parsed = new URL(url);
    const send = parsed.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise<SendResult>((resolve) => {
      let settled = false;
      const finish = (result: Omit<SendResult, 'latencyMs'>) => {
        if (settled) return;
        settled = true;
        resolve({ ...result, latencyMs: now() - started });
      };
      const req = send(
        parsed,
        {
          method: 'POST',
          lookup: fixed,
          headers: {
            ...headers,
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(body)),
            'user-agent': 'Assay-Webhooks/1',
          },
        },
        (res) => {
          const status = res.statusCode ?? 0;
          const chunks: Buffer[] = [];
          let size = 0;
          const done = () => {
            const excerpt = Buffer.concat(chunks).subarray(0, WEBHOOK_RESPONSE_EXCERPT_MAX).toString('utf8');
            finish({
              httpStatus: status,
              ...(status >= 300 && status < 400 ? { error: 'redirect-refused' as const } : {}),
              responseExcerpt: excerpt,
            });
            res.destroy();
          };
          res.on('data', (chunk: Buffer) => {
            chunks.push(chunk);
            size += chunk.length;
            if (size >= WEBHOOK_RESPONSE_EXCERPT_MAX) done();
          });
          res.on('end', done);
          res.on('error', done);
        },
      );
      req.setTimeout(options.timeoutMs, () => {
        finish({ error: 'timeout' });
        req.destroy();
      });
      req.on('error', (error) => finish({ error: errorOf(error) }));
      req.end(body);
    });
  };
}
