// What the bearer credentials of the HTTP functions share (API keys for /api/v1, SCIM tokens for
// /scim/v2): the random public id and secret, the SHA-256 of the whole text (the only form stored),
// the constant-time comparison, and reading `Authorization: Bearer <text>`.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/** Public ids: lower-case letters and digits. */
export const PUBLIC_ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** Secrets: base62. */
export const SECRET_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomText(alphabet: string, length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += alphabet[randomInt(alphabet.length)];
  return text;
}

/** sha256 (hex) of a credential's whole text. */
export function hashSecret(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Compares two hex hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The credential of an `Authorization: Bearer <text>` header, or null. */
export function bearerText(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
