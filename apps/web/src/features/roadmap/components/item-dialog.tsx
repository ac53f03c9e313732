// One roadmap item: its details and history; editors change status (risk accepted asks for a
// reason and an expiry), owner, due date and notes.
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
import { formatDecimal } from '@assay/views/locale';

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
      toast({ title: 'Item saved', tone: 'success' });
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
          {names.tenant(item.tenantId)} · {item.baseline.name} v{item.baseline.version} · control{' '}
          {item.controlRef} · {bucketLabel(item.bucket)} · priority {formatDecimal(item.priority, 2)}
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
      closeLabel={canEdit ? 'Cancel' : 'Close'}
      action={
        canEdit ? (
          <Button
            onClick={() => void save()}
            loading={update.isPending}
            disabled={accepting && (!reason.trim() || !expiry)}
          >
            Save
          </Button>
        ) : null
      }
      onClose={onClose}
    >
      {item.gap ? null : <Badge tone="success">The latest assessment no longer finds this gap</Badge>}
      {canEdit ? (
        <>
          <Select
            label="Status"
            value={status}
            onValueChange={(value) => setStatus(value as RoadmapStatus)}
            options={roadmapStatuses.map((value) => ({ value, label: itemStatusLabel(value) }))}
          />
          {accepting ? (
            <>
              <Textarea
                label="Why the risk is accepted"
                value={reason}
                onValueChange={setReason}
                required
                maxLength={1000}
                rows={2}
              />
              <TextField
                label="Accepted until"
                type="date"
                value={expiry}
                onValueChange={setExpiry}
                required
                hint="The item reopens on this date."
              />
            </>
          ) : null}
          <Select
            label="Owner"
            value={owner}
            onValueChange={setOwner}
            options={[
              { value: NO_OWNER, label: 'No owner' },
              ...members.map((member) => ({
                value: member.uid,
                label: member.displayName || member.email,
              })),
              ...sharedUsers.map((user) => ({ value: user.uid, label: `${user.email} (shared user)` })),
            ]}
          />
          <TextField label="Due date" type="date" value={due} onValueChange={setDue} />
          <Textarea label="Notes" value={notes} onValueChange={setNotes} maxLength={5000} rows={3} />
        </>
      ) : (
        <ItemFacts>
          {itemStatusLabel(item.status)}
          {item.riskAccepted
            ? ` until ${item.riskAccepted.expiresAt.slice(0, 10)}: ${item.riskAccepted.reason}`
            : ''}
          {item.ownerUid ? ` · owner ${personName(item.ownerUid)}` : ''}
          {item.dueDate ? ` · due ${item.dueDate}` : ''}
          {item.notes ? ` · ${item.notes}` : ''}
        </ItemFacts>
      )}
    </RoadmapItemDialog>
  );
}
