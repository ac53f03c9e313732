import type { SharedUserStatus } from '@assay/domain/sharing';
import type { Tone } from '@assay/ui';

export const sharedUserStatusLabels: Record<SharedUserStatus, { label: string; tone: Tone }> = {
  invited: { label: 'Invited', tone: 'neutral' },
  active: { label: 'Active', tone: 'success' },
  revoked: { label: 'Revoked', tone: 'danger' },
};
