// Names for the ids on roadmap items: tenants (the organisation's first 100), members, and the
// shared users (a tenant's client) who own items: their tenant's sharing list is read only for
// tenants with such an owner on screen, under the sharing tab's query key (one cache).
import { useQueryContext } from '@assay/client';
import type { RoadmapItem } from '@assay/domain/roadmap';
import type { SharedUser } from '@assay/domain/sharing';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

const noItems: readonly RoadmapItem[] = [];

export function useRoadmapNames(items: readonly RoadmapItem[] = noItems) {
  const { call, keys } = useQueryContext();
  const tenants = useQuery({
    queryKey: keys.of('tenants-list', { status: 'all', pageSize: 100, purpose: 'names' }),
    queryFn: () => call('tenants-list', { status: 'all', pageSize: 100 }),
  });
  const members = useQuery({
    queryKey: keys.of('members-list', {}),
    queryFn: () => call('members-list', {}),
  });
  const tenantsWithOutsideOwners = useMemo(() => {
    if (!members.data) return [];
    const memberIds = new Set(members.data.members.map((member) => member.uid));
    return [
      ...new Set(
        items.flatMap((item) => (item.ownerUid && !memberIds.has(item.ownerUid) ? [item.tenantId] : [])),
      ),
    ].sort();
  }, [items, members.data]);
  const sharedUsers = useQueries({
    queries: tenantsWithOutsideOwners.map((tenantId) => ({
      queryKey: keys.of('sharing-list', { tenantId: tenantId }),
      queryFn: () => call('sharing-list', { tenantId }),
    })),
    combine: useCallback(
      (results: { data?: { items: SharedUser[] } | undefined }[]) =>
        results.flatMap((result) => result.data?.items ?? []),
      [],
    ),
  });
  const names = useMemo(() => {
    const tenantNames = new Map((tenants.data?.items ?? []).map((tenant) => [tenant.id, tenant.name]));
    const memberNames = new Map(
      (members.data?.members ?? []).map((member) => [member.uid, member.displayName || member.email]),
    );
    const sharedNames = new Map(sharedUsers.map((user) => [user.uid, `${user.email} (shared user)`]));
    return {
      tenant: (id: string) => tenantNames.get(id) ?? 'Tenant',
      member: (uid: string) => memberNames.get(uid) ?? sharedNames.get(uid) ?? 'A member',
    };
  }, [tenants.data, members.data, sharedUsers]);
  const sharedOwners = useMemo(() => {
    const owners = new Set(items.map((item) => item.ownerUid));
    return sharedUsers.filter((user) => owners.has(user.uid));
  }, [items, sharedUsers]);
  return {
    names,
    tenants: tenants.data?.items ?? [],
    members: members.data?.members ?? [],
    /** Shared users who own some of `items` (the owner filter offers them by email). */
    sharedOwners,
  };
}
