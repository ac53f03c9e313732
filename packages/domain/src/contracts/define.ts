import type { z } from 'zod';
import type { MemberRole } from '../roles.ts';

/**
 * Who may call a callable. The functions wrapper enforces it from verified token claims,
 * and the authorisation-matrix test derives its expectations from it.
 * - public: anyone, signed in or not (e.g. the in-progress landing with its secret token)
 * - signedIn: any signed-in user, with or without an organisation (e.g. completing sign-up)
 * - member: a member of a parent tenant (`tid` claim) with at least `minRole`
 * - shared: a shared user (`ptid` + `ttid` claims) — confined to their one tenant
 * - memberOrShared: either of the two above
 * - systemAdmin: the `adminUI` claim
 */
export type Access =
  | { audience: 'public' }
  | { audience: 'signedIn' }
  | { audience: 'member'; minRole: MemberRole }
  | { audience: 'shared' }
  | { audience: 'memberOrShared'; minRole: MemberRole }
  | { audience: 'systemAdmin' };

export interface CallableContract<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  /** Deployed function name, `<area>-<operation>`; functions export `{ area: { operation } }`. */
  readonly name: string;
  readonly input: I;
  readonly output: O;
  readonly access: Access;
  /** Mutations write an audit entry and are never retried blindly by the client. */
  readonly mutation: boolean;
}

export type ContractInput<C extends CallableContract> = z.input<C['input']>;
export type ContractOutput<C extends CallableContract> = z.output<C['output']>;

export function defineCallable<I extends z.ZodType, O extends z.ZodType>(
  contract: CallableContract<I, O>,
): CallableContract<I, O> {
  return contract;
}
