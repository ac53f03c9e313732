// The roadmap's calendar feed (issue 11): a member creates a secret address (shown once, stored
// as a SHA-256), revokes it, and a calendar app reads the organisation's open due dates from it.
// A token that does not match, a revoked one, or one of someone no longer a member reads nothing.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { CALENDAR_ITEMS_MAX, calendarTokenParts, roadmapCalendar } from '@assay/domain/roadmap';
import type { OrgData } from '../data/org-data.ts';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export function calendarUrl(appOrigin: string, token: string): string {
  return `${appOrigin}/calendar.ics?token=${encodeURIComponent(token)}`;
}

export async function createCalendarLink(
  org: OrgData,
  uid: string,
  options: { now: Date; appOrigin: string },
): Promise<{ url: string; createdAt: string }> {
  const token = `${org.tid}.${uid}.${randomBytes(32).toString('base64url')}`;
  const createdAt = options.now.toISOString();
  await org.transaction(async (tx) => {
    const previous = await tx.roadmap.feed(uid);
    tx.roadmap.putFeed({ uid, tokenHash: hashOf(token), createdAt });
    tx.audit.record({
      target: `calendarFeed/${uid}`,
      summary: previous
        ? 'Replaced their calendar address (the old one stopped working)'
        : 'Created their calendar address',
    });
  });
  return { url: calendarUrl(options.appOrigin, token), createdAt };
}

export async function revokeCalendarLink(org: OrgData, uid: string): Promise<{ revoked: boolean }> {
  return org.transaction(async (tx) => {
    if (!(await tx.roadmap.feed(uid))) return { revoked: false };
    tx.roadmap.deleteFeed(uid);
    tx.audit.record({ target: `calendarFeed/${uid}`, summary: 'Revoked their calendar address' });
    return { revoked: true };
  });
}

/** The organisation of a feed token (null: not a token's shape). */
export function calendarTokenOrg(token: string): string | null {
  return calendarTokenParts(token)?.tid ?? null;
}

/** The iCalendar text of a valid token, or null (answered alike for every refusal). */
export async function calendarFeedOf(
  org: OrgData,
  token: string,
  options: { now: Date; appOrigin: string },
): Promise<string | null> {
  const parts = calendarTokenParts(token);
  if (!parts || parts.tid !== org.tid) return null;
  const [feed, member, organisation] = await Promise.all([
    org.roadmap.feed(parts.uid),
    org.members.get(parts.uid),
    org.organisation.get(),
  ]);
  if (!feed || !member) return null;
  const expected = Buffer.from(feed.tokenHash, 'hex');
  const actual = Buffer.from(hashOf(token), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  const items = await org.roadmap.dueBy('9999-12-31', CALENDAR_ITEMS_MAX);
  const tenants = new Map<string, string>();
  for (const tenantId of new Set(items.map((item) => item.tenantId)))
    tenants.set(tenantId, (await org.tenants.get(tenantId))?.name ?? 'Tenant');
  const byItem = new Map(items.map((item) => [item.id, item.tenantId]));
  return roadmapCalendar(items, {
    name: `${organisation?.name ?? 'Assay'} roadmap`,
    now: options.now,
    tenantName: ({ id }) => tenants.get(byItem.get(id) ?? '') ?? 'Tenant',
    link: `${options.appOrigin}/roadmap`,
  });
}
