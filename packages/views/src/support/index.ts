// @assay/views/support — how a support grant's status is named, in the member app and the service console.
import type { SupportGrant } from '@assay/domain/support';
import { m } from '@assay/messages';

/** Support ending its own access is "Ended by support", an owner taking it back "Revoked". */
export function supportGrantStatusLabel(
  grant: Pick<SupportGrant, 'status' | 'adminUid' | 'revokedBy'>,
): string {
  switch (grant.status) {
    case 'pending':
      return m.support_status_pending();
    case 'active':
      return m.common_status_active();
    case 'denied':
      return m.support_status_denied();
    case 'revoked':
      return grant.revokedBy === grant.adminUid ? m.support_status_ended() : m.common_status_revoked();
    case 'expired':
      return m.common_expired();
  }
}
