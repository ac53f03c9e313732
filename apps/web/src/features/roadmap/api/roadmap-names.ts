// Names for the ids on roadmap items: tenants (the organisation's first 100) and members.
import { useQueryContext } from '@assay/client';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

export function useRoadmapNames() {
  const { call, keys } = useQueryContext();
  const tenants = useQuery({ queryKey: keys.tenants.list({ status: 'all', pageSize: 100, purpose: 'names' }), queryFn: () => call('tenants-list', { status: 'all', pageSize: 100 }) });
  const members = useQuery({ queryKey: keys.members.list(), queryFn: () => call('members-list', {}) });
  const names = useMemo(() => {
    const tenantNames = new Map((tenants.data?.items ?? []).map((tenant) => [tenant.id, tenant.name]));
    const memberNames = new Map((members.data?.members ?? []).map((member) => [member.uid, member.displayName || member.email]));
    return { tenant: (id: string) => tenantNames.get(id) ?? 'Tenant', member: (uid: string) => memberNames.get(uid) ?? 'A member' };
  }, [tenants.data, members.data]);
  return {
    names,
    tenants: tenants.data?.items ?? [],
    members: members.data?.members ?? [],
  };
}
