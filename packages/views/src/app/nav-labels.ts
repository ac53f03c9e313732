import type { NavEntry, RouteId } from '@assay/auth';
import { m } from '@assay/messages';

// The route table names its navigation in English (analytics and tests read it); what a user reads
// is the catalogs' text for the same route.
const navMessages: Partial<Record<RouteId, () => string>> = {
  welcome: m.nav_home,
  tenants: m.nav_tenants,
  explore: m.nav_explore,
  roadmap: m.nav_roadmap,
  contentAdmin: m.nav_content,
  developer: m.nav_developer,
  admin: m.nav_admin,
  sharedTenant: m.nav_shared_tenant,
};

/** An app's navigation (`navigationOf`) with each label in the page's language. */
export function translatedNavigation<E extends NavEntry & { readonly id: RouteId }>(
  entries: readonly E[],
): E[] {
  return entries.map((entry) => ({ ...entry, label: navMessages[entry.id]?.() ?? entry.label }));
}
