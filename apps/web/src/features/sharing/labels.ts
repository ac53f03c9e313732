import type { SharedUserStatus } from '@assay/domain/sharing';
import { m } from '@assay/messages';
import type { Tone } from '@assay/ui';

export const sharedUserStatusTones: Record<SharedUserStatus, Tone> = {
  invited: 'neutral',
  active: 'success',
  revoked: 'danger',
};

/** A shared user's status in the page's language. */
export function sharedUserStatusLabel(status: SharedUserStatus): string {
  switch (status) {
    case 'invited':
      return m.common_status_invited();
    case 'active':
      return m.common_status_active();
    case 'revoked':
      return m.common_status_revoked();
  }
}
