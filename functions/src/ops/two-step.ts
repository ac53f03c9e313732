// `ops two-step`: turns on two-step sign-in in the project's Identity Platform configuration, with
// text messages and authenticator apps (TOTP) as second steps. Without it the account page's
// "Add authenticator app" fails in production (TOTP is off by default), and an organisation's
// two-step policy could not be met. Keeps whatever else the configuration holds.
import type { MultiFactorConfig } from 'firebase-admin/auth';
import type { OpsContext, OpsReport } from './context.ts';

/** Codes of the 30-second windows either side of now an authenticator app may answer with. */
const TOTP_ADJACENT_INTERVALS = 5;

const wanted: MultiFactorConfig = {
  state: 'ENABLED',
  factorIds: ['phone'],
  providerConfigs: [{ state: 'ENABLED', totpProviderConfig: { adjacentIntervals: TOTP_ADJACENT_INTERVALS } }],
};

function missingParts(current: MultiFactorConfig | undefined): string[] {
  const missing: string[] = [];
  if (current?.state !== 'ENABLED') missing.push('two-step sign-in');
  if (!current?.factorIds?.includes('phone')) missing.push('text messages');
  if (!current?.providerConfigs?.some((config) => config.state === 'ENABLED' && config.totpProviderConfig))
    missing.push('authenticator apps (TOTP)');
  return missing;
}

export async function enableTwoStep(ctx: OpsContext): Promise<OpsReport> {
  const manager = ctx.auth.projectConfigManager();
  const missing = missingParts((await manager.getProjectConfig()).multiFactorConfig);
  if (missing.length === 0)
    return { changes: [], notes: ['two-step sign-in is on, with text messages and authenticator apps'] };
  if (ctx.apply) await manager.updateProjectConfig({ multiFactorConfig: wanted });
  return { changes: [`turn on ${missing.join(', ')} in Identity Platform`], notes: [] };
}
