// One roadmap item: its details and history; editors change status (risk accepted asks for a
// reason and an expiry), owner, due date and notes.
import { m } from '@assay/messages';
import { toAppError } from '@assay/client';
import type { RoadmapItem, RoadmapStatus } from '@assay/domain/roadmap';
import { roadmapStatuses } from '@assay/domain/roadmap';
import { Badge, Button, Select, TextField, Textarea, useToast } from '@assay/ui';
import {
  bucketLabel,
  ItemFacts,
  RoadmapItemDialog,
  itemStatusLabel,
  type RoadmapNames,
} from '@assay/views/roadmap';
import { useState } from 'react';
import { useUpdateItem } from '../api/change-roadmap.ts';
import { useRoadmapHistory } from '../api/roadmap-history.ts';
import { useTenantSharedUsers } from '../api/tenant-shared-users.ts';
import { formatDate, formatDecimal } from '@assay/views/locale';

const NO_OWNER = 'none';

export interface ItemDialogProps {
  item: RoadmapItem;
  names: RoadmapNames;
  members: readonly { uid: string; displayName: string; email: string }[];
  canEdit: boolean;
  onClose: () => void;
}

export function ItemDialog({ item, names, members, canEdit, onClose }: ItemDialogProps) {
  const update = useUpdateItem();
  const { toast } = useToast();
  const history = useRoadmapHistory(item.id);
  const sharedUsers = useTenantSharedUsers(item.tenantId);
  const personName = (uid: string) =>
    sharedUsers.find((user) => user.uid === uid)?.email ?? names.member(uid);
  const [status, setStatus] = useState<RoadmapStatus>(item.status);
  const [owner, setOwner] = useState(item.ownerUid ?? NO_OWNER);
  const [due, setDue] = useState(item.dueDate ?? '');
  const [notes, setNotes] = useState(item.notes);
  const [reason, setReason] = useState(item.riskAccepted?.reason ?? '');
  const [expiry, setExpiry] = useState(item.riskAccepted?.expiresAt.slice(0, 10) ?? '');
  const [error, setError] = useState<string | null>(null);
  const accepting = status === 'risk_accepted';

  async function save() {
    setError(null);
    try {
      await update.mutateAsync({
        itemId: item.id,
        status,
        ...(accepting ? { riskAccepted: { reason, expiresAt: `${expiry}T23:59:59.000Z` } } : {}),
        ...(owner === NO_OWNER ? (item.ownerUid ? { clearOwner: true as const } : {}) : { ownerUid: owner }),
        dueDate: due || null,
        notes,
      });
      toast({ title: m.roadmap_item_saved(), tone: 'success' });
      onClose();
    } catch (caught) {
      setError(toAppError(caught).message);
    }
  }

  return (
    <RoadmapItemDialog
      item={item}
      description={
        <>
          {m.roadmap_item_line({
            tenant: names.tenant(item.tenantId),
            baseline: item.baseline.name,
            version: item.baseline.version,
            ref: item.controlRef,
            bucket: bucketLabel(item.bucket),
            priority: formatDecimal(item.priority, 2),
          })}
        </>
      }
      error={error}
      history={{
        loading: history.isPending,
        entries: (history.data?.items ?? []).map((entry) => ({
          id: entry.id,
          summary: entry.summary,
          // A shared user's comment is the entry's subject, as they typed it.
          comment:
            entry.action === 'shared-roadmapComment' && entry.subjectName ? entry.subjectName : undefined,
          who: personName(entry.actorUid),
          at: entry.at,
        })),
      }}
      closeLabel={canEdit ? m.common_cancel() : m.common_close()}
      action={
        canEdit ? (
          <Button
            onClick={() => void save()}
            loading={update.isPending}
            disabled={accepting && (!reason.trim() || !expiry)}
          >
            {m.common_save()}
          </Button>
        ) : null
      }
      onClose={onClose}
    >
      {item.gap ? null : <Badge tone="success">{m.roadmap_gap_closed()}</Badge>}
      {canEdit ? (
        <>
          <Select
            label={m.common_status()}
            value={status}
            onValueChange={(value) => setStatus(value as RoadmapStatus)}
            options={roadmapStatuses.map((value) => ({ value, label: itemStatusLabel(value) }))}
          />
          {accepting ? (
            <>
              <Textarea
                label={m.roadmap_risk_reason()}
                value={reason}
                onValueChange={setReason}
                required
                maxLength={1000}
                rows={2}
              />
              <TextField
                label={m.roadmap_accepted_until()}
                type="date"
                value={expiry}
                onValueChange={setExpiry}
                required
                hint={m.roadmap_reopens()}
              />
            </>
          ) : null}
          <Select
            label={m.common_owner()}
            value={owner}
            onValueChange={setOwner}
            options={[
              { value: NO_OWNER, label: m.roadmap_no_owner() },
              ...members.map((member) => ({
                value: member.uid,
                label: member.displayName || member.email,
              })),
              ...sharedUsers.map((user) => ({
                value: user.uid,
                label: m.roadmap_shared_user({ email: user.email }),
              })),
            ]}
          />
          <TextField label={m.roadmap_due_date()} type="date" value={due} onValueChange={setDue} />
          <Textarea
            label={m.roadmap_notes()}
            value={notes}
            onValueChange={setNotes}
            maxLength={5000}
            rows={3}
          />
        </>
      ) : (
        <ItemFacts>
          {itemStatusLabel(item.status)}
          {item.riskAccepted
            ? m.roadmap_until({
                date: formatDate(item.riskAccepted.expiresAt),
                reason: item.riskAccepted.reason,
              })
            : ''}
          {item.ownerUid ? m.roadmap_owner_suffix({ name: personName(item.ownerUid) }) : ''}
          {item.dueDate ? m.roadmap_due_suffix({ date: formatDate(item.dueDate) }) : ''}
          {item.notes ? ` · ${item.notes}` : ''}
        </ItemFacts>
      )}
    </RoadmapItemDialog>
  );
}
