// `ops grant-admin <email>` / `ops revoke-admin <email>`: the first system admin of a fresh
// project, and the way back when none is left to use the console. The same change as the
// console's (applySystemAdmin: audited, claims kept, sessions revoked), allowed here by the
// operator's project credentials instead of a system admin's claim.
import { identity } from '../data/identity.ts';
import { userDirectory } from '../data/user-directory/user-directory.ts';
import { applySystemAdmin } from '../services/platform-service.ts';
import { opsPlatform } from './context.ts';
import type { OpsContext, OpsReport } from './context.ts';

export async function setSystemAdminByEmail(
  ctx: OpsContext,
  email: string,
  enabled: boolean,
): Promise<OpsReport> {
  const uid = await userDirectory(ctx.auth).uidByEmail(email);
  if (!uid) throw new Error(`No user signs in as ${email}: they must sign up first.`);
  const users = identity(ctx.auth);
  const claims = (await users.claimsOf(uid)) ?? {};
  const what = `${enabled ? 'grant' : 'revoke'} system-admin access ${enabled ? 'to' : 'of'} ${email} (${uid})`;
  if ((claims.adminUI === true) === enabled)
    return { changes: [], notes: [`${email} ${enabled ? 'is already' : 'is not'} a system admin`] };
  if (ctx.apply)
    await applySystemAdmin(
      users,
      opsPlatform(ctx, enabled ? 'grant-admin' : 'revoke-admin'),
      uid,
      claims,
      enabled,
    );
  return { changes: [what], notes: [] };
}
