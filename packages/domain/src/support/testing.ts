// Test fixtures for support grants (imported by tests only). Times are relative to `now`, so a
// grant is open or lapsed by the clock a test chooses, not by when it runs.
import { hoursAfter } from './grant.ts';
import type { SupportGrant } from './grant.ts';

/** ops@assay.test's request of 4 h to org-1, asked an hour before `now` and waiting for an owner; override any field. */
export function pendingSupportRequest(
  extra: Partial<SupportGrant> = {},
  now: Date = new Date(),
): SupportGrant {
  return {
    id: 'sg-1',
    tid: 'org-1',
    adminUid: 'admin-1',
    adminEmail: 'ops@assay.test',
    reason: 'Customer reported a wrong score',
    hours: 4,
    breakGlass: false,
    status: 'pending',
    requestedAt: hoursAfter(now, -1),
    decidedAt: null,
    decidedBy: null,
    expiresAt: hoursAfter(now, 71),
    revokedAt: null,
    revokedBy: null,
    ...extra,
  };
}

/** The same request approved by owner-1 when asked, an hour before `now`: active for 3 more hours; override any field. */
export function activeSupportGrant(extra: Partial<SupportGrant> = {}, now: Date = new Date()): SupportGrant {
  const asked = pendingSupportRequest({}, now);
  return pendingSupportRequest(
    {
      status: 'active',
      decidedAt: asked.requestedAt,
      decidedBy: 'owner-1',
      expiresAt: hoursAfter(now, 3),
      ...extra,
    },
    now,
  );
}
