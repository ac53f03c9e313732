// The Auth emulator answers the project-configuration API without the `name` the Admin SDK
// insists on ("INTERNAL ASSERT FAILED: Unable to get project config"), so this command is tested
// against the Admin SDK's own ProjectConfigManager interface, holding the configuration in memory.
import type { Auth, MultiFactorConfig, ProjectConfig, UpdateProjectConfigRequest } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import type { OpsContext } from './context.ts';
import { enableTwoStep } from './two-step.ts';

function project(initial: Partial<ProjectConfig>) {
  const state = { config: { ...initial } as ProjectConfig, updates: [] as UpdateProjectConfigRequest[] };
  const auth = {
    projectConfigManager: () => ({
      getProjectConfig: () => Promise.resolve(state.config),
      updateProjectConfig: (request: UpdateProjectConfigRequest) => {
        state.updates.push(request);
        state.config = { ...state.config, ...request } as ProjectConfig;
        return Promise.resolve(state.config);
      },
    }),
  } as unknown as Auth;
  const ctx = (apply: boolean) =>
    ({ auth, apply, operator: 'ops-test', now: () => new Date() }) as OpsContext;
  return { state, ctx };
}

describe('ops two-step', () => {
  it('says what it would turn on, changes nothing in a dry run, then turns it on once', async () => {
    const { state, ctx } = project({ smsRegionConfig: { allowByDefault: { disallowedRegions: [] } } });
    expect(await enableTwoStep(ctx(false))).toEqual({
      changes: ['turn on two-step sign-in, text messages, authenticator apps (TOTP) in Identity Platform'],
      notes: [],
    });
    expect(state.updates).toEqual([]);
    await enableTwoStep(ctx(true));
    expect(state.updates).toEqual([
      {
        multiFactorConfig: {
          state: 'ENABLED',
          factorIds: ['phone'],
          providerConfigs: [{ state: 'ENABLED', totpProviderConfig: { adjacentIntervals: 5 } }],
        },
      },
    ]);
    expect(await enableTwoStep(ctx(true))).toEqual({
      changes: [],
      notes: ['two-step sign-in is on, with text messages and authenticator apps'],
    });
    expect(state.updates).toHaveLength(1);
  });

  it('names only what is missing: authenticator apps where text messages are on', async () => {
    const sms: MultiFactorConfig = { state: 'ENABLED', factorIds: ['phone'] };
    const { ctx } = project({ multiFactorConfig: sms });
    expect((await enableTwoStep(ctx(false))).changes).toEqual([
      'turn on authenticator apps (TOTP) in Identity Platform',
    ]);
  });
});
