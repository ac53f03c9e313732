import type { z } from 'zod';
import type { MemberRole } from '../roles/index.ts';

/**
 * Who may call a callable. The functions wrapper enforces it from verified token claims,
 * and the authorisation-matrix test derives its expectations from it.
 * - public: anyone, signed in or not; with a `credential` the input carries a secret token that
 *   is the credential — `respondentToken` (the in-progress landing), `sharingToken` (a sharing
 *   invitation's link) or `invitationToken` (a member invitation's link): a bad one is refused like
 *   a missing id, and failed attempts are counted; with a `lookup` it may read what that names
 * - signedIn: any signed-in user, with or without an organisation (e.g. completing sign-up)
 * - member: a member of a parent tenant (`tid` claim) with at least `minRole`
 * - shared: a shared user (`ptid` + `ttid` claims) — confined to their one tenant
 * - memberOrShared: either of the two above
 * - systemAdmin: the `adminUI` claim
 * - support: a system admin holding an active support grant of the organisation the input's
 *   `tid` names (its owners approved it, or break-glass); checked on the server before the
 *   handler runs and written to that organisation's audit log on every call. Read-only.
 */
/** The secret tokens a public callable may take as its credential. */
export type TokenCredential = 'respondentToken' | 'sharingToken' | 'invitationToken';

/**
 * What a public callable without a credential may look up besides its input: `ssoDomains`, which
 * organisation's identity provider an email domain signs in with (sign-in discovery, counted per IP).
 */
export type PublicLookup = 'ssoDomains';

export type Access =
  | { audience: 'public'; credential?: TokenCredential; lookup?: PublicLookup }
  | { audience: 'signedIn' }
  | { audience: 'member'; minRole: MemberRole }
  | { audience: 'shared' }
  | { audience: 'memberOrShared'; minRole: MemberRole }
  | { audience: 'systemAdmin' }
  | { audience: 'support' };

export type Audience = Access['audience'];
export const audiences = [
  'public',
  'signedIn',
  'member',
  'shared',
  'memberOrShared',
  'systemAdmin',
  'support',
] as const satisfies readonly Audience[];

export interface CallableContract<
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  /** Deployed function name, `<area>-<operation>`; functions export `{ area: { operation } }`. */
  readonly name: string;
  readonly input: I;
  readonly output: O;
  readonly access: A;
  /** Mutations write an audit entry and are never retried blindly by the client. */
  readonly mutation: boolean;
  /** One sentence for reference docs. */
  readonly description?: string;
  /**
   * Offered on the REST API (`/api/v1` + path) to API keys: reads as GET with query parameters,
   * mutations as POST with a JSON body. `{field}` in the path is that input field.
   */
  readonly api?: ApiOperation;
}

/** Where a contract sits in the REST API; the method follows from `mutation`. */
export interface ApiOperation {
  /** `/tenants/{tenantId}`: segments of letters, `{inputField}` placeholders. */
  readonly path: string;
  /**
   * The handler confines its answer to a restricted API key's tenants (through the viewer), so
   * such a key may call it without naming a tenant; otherwise a restricted key must name one.
   */
  readonly confinesTenants?: true;
}

export const API_PATH_PATTERN = /^(\/([a-z][A-Za-z0-9-]*|\{[a-z][A-Za-z0-9]*\}))+$/;

export type ContractInput<C extends CallableContract> = z.input<C['input']>;
export type ContractOutput<C extends CallableContract> = z.output<C['output']>;
/** The input after parsing (defaults applied, strings trimmed): what a handler receives. */
export type ContractParsedInput<C extends CallableContract> = z.output<C['input']>;

/** `<area>-<operation>`: lower-case area, camelCase operation. */
export const CONTRACT_NAME_PATTERN = /^[a-z][a-z0-9]*-[a-z][A-Za-z0-9]*$/;

export function defineCallable<
  I extends z.ZodType,
  O extends z.ZodType,
  const A extends Access,
  const N extends string,
>(
  contract: CallableContract<I, O, A> & { readonly name: N },
): CallableContract<I, O, A> & { readonly name: N } {
  if (!CONTRACT_NAME_PATTERN.test(contract.name)) {
    throw new Error(`Contract name "${contract.name}" is not <area>-<operation>`);
  }
  if (contract.api && !API_PATH_PATTERN.test(contract.api.path)) {
    throw new Error(`API path "${contract.api.path}" of ${contract.name} is not /segment/{field}/…`);
  }
  return contract;
}

/** A contract as an area declares it: the name is derived from the area and the operation key. */
export type ContractSpec = Omit<CallableContract, 'name'>;

/** The contracts of one area, each named `<area>-<operation>` after its key. */
export type AreaContracts<Area extends string, Specs extends Record<string, ContractSpec>> = {
  readonly [Op in keyof Specs & string]: CallableContract<
    Specs[Op]['input'],
    Specs[Op]['output'],
    Specs[Op]['access']
  > & {
    readonly name: `${Area}-${Op}`;
  };
};

/**
 * Declares the contracts of an area, once: `defineArea('tenants', { create: {...} })` gives
 * `tenants-create`. The registry (`contracts/index.ts`) lists areas, never single contracts,
 * so the name union, the client and the functions' exports all derive from these objects.
 */
export function defineArea<const Area extends string, const Specs extends Record<string, ContractSpec>>(
  area: Area,
  specs: Specs,
): AreaContracts<Area, Specs> {
  const named: Record<string, CallableContract> = {};
  for (const [operation, spec] of Object.entries(specs))
    named[operation] = defineCallable({ ...spec, name: `${area}-${operation}` });
  return named as AreaContracts<Area, Specs>;
}

/** The area and operation of a contract name: `tenants-create` → ['tenants', 'create']. */
export function splitContractName(name: string): [area: string, operation: string] {
  const dash = name.indexOf('-');
  return [name.slice(0, dash), name.slice(dash + 1)];
}
