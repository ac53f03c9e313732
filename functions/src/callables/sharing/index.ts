import type { AreaCallables } from '../deployed.ts';
import { listSharedUsersCallable } from './list-shared-users.ts';
import { resendShareCallable } from './resend-share.ts';
import { revokeShareCallable } from './revoke-share.ts';
import { shareTenantCallable } from './share-tenant.ts';
import { sharingInvitationCallable } from './sharing-invitation.ts';

export const sharingCallables = {
  list: listSharedUsersCallable,
  share: shareTenantCallable,
  resend: resendShareCallable,
  revoke: revokeShareCallable,
  invitation: sharingInvitationCallable,
} satisfies AreaCallables<'sharing'>;
