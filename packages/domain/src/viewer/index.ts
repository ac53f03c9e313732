// @assay/domain/viewer — who is looking, as services see it: derived from verified claims by
// the functions' wrapper, never from input.
import type { MemberRole } from '../roles/index.ts';

/** A member of the organisation, by role. */
export interface MemberViewer {
  kind: 'member';
  uid: string;
  role: MemberRole;
  /** Confined to these tenants (an API key restricted to some); absent: every tenant. */
  tenantIds?: readonly string[];
}

/** A shared user: confined to one tenant of the organisation. */
export interface SharedViewer {
  kind: 'shared';
  uid: string;
  tenantId: string;
}

/** Who looks at tenants: a member (by role) or a shared user (one tenant). */
export type TenantViewer = MemberViewer | SharedViewer;
