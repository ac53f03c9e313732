import { queryView } from '@assay/views/query';
import { m } from '@assay/messages';
import { useSession } from '@assay/auth/react';
import { calendarDateOf } from '@assay/domain/roadmap';
import { EmptyState } from '@assay/ui';
import { RoadmapBoard, type RoadmapNames } from '@assay/views/roadmap';
import { useMemo, useState } from 'react';
import { useSharedRoadmap } from '../api/shared-roadmap.ts';
import { SharedItemDialog } from './shared-item-dialog.tsx';

/**
 * The roadmap tab: the members' board, read-only (no moves). Any item opens with its history and
 * a comment box; an item a member assigned to this user also lets them change its status.
 */
export function SharedRoadmapTab({ tenantId, tenantName }: { tenantId: string; tenantName: string }) {
  const query = useSharedRoadmap(tenantId);
  const { session } = useSession();
  const [openId, setOpenId] = useState<string | null>(null);
  const me = session?.uid;
  // Members' names stay inside the organisation: the shared user sees "You" or "Team member".
  const names = useMemo<RoadmapNames>(
    () => ({
      tenant: () => tenantName,
      member: (uid) => (uid === me ? m.common_you() : m.shared_team_member()),
    }),
    [tenantName, me],
  );
  const view = queryView(query, { loading: m.roadmap_loading(), failed: m.roadmap_load_failed() });
  if (view.screen) return view.screen;
  const { items } = view.data;
  if (items.length === 0)
    return (
      <EmptyState icon="map" title={m.shared_no_roadmap()} description={m.shared_no_roadmap_description()} />
    );
  const open = items.find((item) => item.id === openId);
  return (
    <>
      <RoadmapBoard
        items={items}
        names={names}
        today={calendarDateOf(new Date())}
        onOpen={(item) => setOpenId(item.id)}
        hideTenant
      />
      {open ? (
        <SharedItemDialog
          item={open}
          names={names}
          assignedToMe={open.ownerUid !== undefined && open.ownerUid === me}
          onClose={() => setOpenId(null)}
        />
      ) : null}
    </>
  );
}
