// API keys of an organisation (SPEC §2 Developer, §4): a key is a credential of the organisation,
// not of a person. Its text is `assay_<env>_<publicId>_<secret>`: a fixed prefix secret scanners
// can match, the public id that finds the one stored record (no lookup by secret), and the secret,
// of which only a hash is stored. The key is shown once, when it is created.
import { z } from 'zod';
import { idOf, isoDateTimeSchema } from '../ids/index.ts';
import type { MemberRole } from '../roles/index.ts';
import { humanText } from '../text/index.ts';

export const API_KEY_NAME_MAX = 80;
export { API_KEYS_MAX } from '../plans/room.ts';
/** Tenants a restricted key may name. */
export const API_KEY_TENANTS_MAX = 50;
/** Longest expiry a key may be given, in days. */
export const API_KEY_DAYS_MAX = 730;
/** Random characters of the public id and of the secret (base62: ~71 and ~238 bits). */
export const API_KEY_PUBLIC_ID_LENGTH = 12;
export const API_KEY_SECRET_LENGTH = 40;

export const apiKeyEnvironments = ['live', 'test'] as const;
export type ApiKeyEnvironment = (typeof apiKeyEnvironments)[number];

/** The whole key as the caller sends it; the groups are the environment, public id and secret. */
export const API_KEY_PATTERN = /^assay_(live|test)_([a-z0-9]{12})_([A-Za-z0-9]{40})$/;

export interface ParsedApiKey {
  environment: ApiKeyEnvironment;
  publicId: string;
  secret: string;
}

/** The parts of a key, or null when the text is not shaped like one (nothing is looked up then). */
export function parseApiKey(text: string): ParsedApiKey | null {
  const match = API_KEY_PATTERN.exec(text);
  if (!match) return null;
  const [, environment, publicId, secret] = match;
  return { environment: environment as ApiKeyEnvironment, publicId: publicId ?? '', secret: secret ?? '' };
}

export function formatApiKey(key: ParsedApiKey): string {
  return `assay_${key.environment}_${key.publicId}_${key.secret}`;
}

/** read: every read the API offers; readWrite: reads and the mutations an editor may make. */
export const apiKeyScopes = ['read', 'readWrite'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];
export const apiKeyScopeLabels: Record<ApiKeyScope, string> = { read: 'Read', readWrite: 'Read and write' };

/** The member role a key acts with: the contracts' own access rules then apply unchanged. */
export const apiKeyRoles: Record<ApiKeyScope, MemberRole> = { read: 'viewer', readWrite: 'editor' };

export const apiKeyStatuses = ['active', 'expired', 'revoked'] as const;
export type ApiKeyStatus = (typeof apiKeyStatuses)[number];

/** A key as the developer page lists it: never its secret or hash. */
export const apiKeySchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  scope: z.enum(apiKeyScopes),
  /** The key works only on these tenants; absent: on every tenant of the organisation. */
  tenantIds: z.array(z.string()).optional(),
  /** The first characters of the key (`assay_live_<publicId>`), to recognise it. */
  prefix: z.string(),
  status: z.enum(apiKeyStatuses),
  createdAt: isoDateTimeSchema,
  createdBy: z.string(),
  createdByName: z.string().optional(),
  expiresAt: isoDateTimeSchema.optional(),
  lastUsedAt: isoDateTimeSchema.optional(),
  /** Coarse origin of the last use: the caller's network (an IPv4 /24 or IPv6 /48), never the full address. */
  lastUsedFrom: z.string().optional(),
  revokedAt: isoDateTimeSchema.optional(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyNameSchema = humanText({ min: 1, max: API_KEY_NAME_MAX, required: 'Enter a name' });

export const apiKeyCreateInputSchema = z.strictObject({
  name: apiKeyNameSchema,
  scope: z.enum(apiKeyScopes),
  tenantIds: z
    .array(idOf('tenant'))
    .min(1, 'Pick at least one tenant')
    .max(API_KEY_TENANTS_MAX, `At most ${API_KEY_TENANTS_MAX} tenants`)
    .optional(),
  expiresInDays: z
    .number()
    .int('Must be a whole number')
    .min(1, 'At least 1')
    .max(API_KEY_DAYS_MAX, `At most ${API_KEY_DAYS_MAX}`)
    .optional(),
});

/** A key's status at `now`: revoked wins over expired. */
export function apiKeyStatusAt(
  key: { revokedAt?: string | undefined; expiresAt?: string | undefined },
  now: Date,
): ApiKeyStatus {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && Date.parse(key.expiresAt) <= now.getTime()) return 'expired';
  return 'active';
}

/** What coarseOrigin answers for an address it cannot place (the platform gave none). */
export const UNKNOWN_ORIGIN = 'unknown';

/** The coarse network of an address, as the key list shows where it was last used. */
export function coarseOrigin(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  if (ip.includes(':')) {
    const groups = ip
      .split(':')
      .filter((group) => group !== '')
      .slice(0, 3);
    return `${groups.join(':')}::/48`;
  }
  return UNKNOWN_ORIGIN;
}
