import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { revokeUserSessions } from '../../services/platform-users-service.ts';

export const revokeUserSessionsCallable = defineCallable(contracts.service.revokeUserSessions, (input, ctx) =>
  revokeUserSessions(ctx.directory, ctx.identity, ctx.platform, ctx.uid, input),
);
