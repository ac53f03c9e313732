import { m } from '@assay/messages';
import { toAppError } from '@assay/client';
import type { RoadmapItem } from '@assay/domain/roadmap';
import { SHARED_COMMENT_MAX, sharedRoadmapStatuses } from '@assay/domain/shared';
import { Badge, Button, Select, Stack, Textarea, useToast } from '@assay/ui';
import {
  bucketLabel,
  ItemFacts,
  RoadmapItemDialog,
  itemStatusLabel,
  type RoadmapNames,
} from '@assay/views/roadmap';
import { formatDate } from '@assay/views/locale';
import { useState } from 'react';
import { useCommentOnItem, useSetItemStatus, useSharedRoadmapItem } from '../api/shared-roadmap.ts';

type SharedStatus = (typeof sharedRoadmapStatuses)[number];
const isSharedStatus = (value: string): value is SharedStatus =>
  (sharedRoadmapStatuses as readonly string[]).includes(value);

export interface SharedItemDialogProps {
  item: RoadmapItem;
  names: RoadmapNames;
  /** A member made this user the item's owner: they may change its status. */
  assignedToMe: boolean;
  onClose: () => void;
}

/** One roadmap item for a shared user: details, history with comments, a comment box, and the status when it is theirs. */
export function SharedItemDialog({ item, names, assignedToMe, onClose }: SharedItemDialogProps) {
  const detail = useSharedRoadmapItem(item.tenantId, item.id);
  const addComment = useCommentOnItem();
  const setStatus = useSetItemStatus();
  const { toast } = useToast();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function send() {
    setError(null);
    try {
      await addComment.mutateAsync({ tenantId: item.tenantId, itemId: item.id, comment: comment.trim() });
      setComment('');
      toast({ title: m.shared_comment_added(), tone: 'success' });
    } catch (caught) {
      setError(toAppError(caught).message);
    }
  }

  async function changeStatus(status: string) {
    if (!isSharedStatus(status) || status === item.status) return;
    setError(null);
    try {
      await setStatus.mutateAsync({ tenantId: item.tenantId, itemId: item.id, status });
      toast({ title: m.shared_status_changed({ status: itemStatusLabel(status) }), tone: 'success' });
    } catch (caught) {
      setError(toAppError(caught).message);
    }
  }

  return (
    <RoadmapItemDialog
      item={item}
      description={
        <>
          {m.shared_item_line({ ref: item.controlRef, bucket: bucketLabel(item.bucket) })}
          {item.dueDate ? m.roadmap_due_suffix({ date: formatDate(item.dueDate) }) : ''}
          {item.ownerUid ? m.roadmap_owner_suffix({ name: names.member(item.ownerUid) }) : ''}
        </>
      }
      error={error}
      history={{
        loading: detail.isPending,
        entries: (detail.data?.history ?? []).map((entry) => ({
          id: entry.id,
          summary: entry.comment !== undefined ? null : entry.summary,
          comment: entry.comment,
          who: entry.mine ? m.common_you() : m.shared_team(),
          at: entry.at,
        })),
      }}
      onClose={onClose}
    >
      {assignedToMe && isSharedStatus(item.status) ? (
        <Select
          label={m.common_status()}
          value={item.status}
          onValueChange={(value) => void changeStatus(value)}
          options={sharedRoadmapStatuses.map((value) => ({ value, label: itemStatusLabel(value) }))}
          disabled={setStatus.isPending}
        />
      ) : (
        <ItemFacts>
          <Badge tone={item.status === 'done' ? 'success' : 'neutral'}>{itemStatusLabel(item.status)}</Badge>
          {assignedToMe ? null : ` ${m.shared_only_assigned()}`}
        </ItemFacts>
      )}
      <Stack gap="sm">
        <Textarea
          label={m.common_comment()}
          value={comment}
          onValueChange={setComment}
          maxLength={SHARED_COMMENT_MAX}
          rows={2}
          hint={m.shared_comment_hint()}
        />
        <div>
          <Button onClick={() => void send()} loading={addComment.isPending} disabled={comment.trim() === ''}>
            {m.shared_add_comment()}
          </Button>
        </div>
      </Stack>
    </RoadmapItemDialog>
  );
}
