import { m } from '@assay/messages';
import { schemaRule, toAppError, useFieldWording } from '@assay/client';
import { API_KEY_DAYS_MAX, apikeysContracts, type ApiKeyScope } from '@assay/domain/apikeys';
import type { LimitRoom } from '@assay/domain/plans/room';
import { Banner, Button, Checkbox, Dialog, Select, Stack, TextField, useToast } from '@assay/ui';
import { useState, type FormEvent } from 'react';
import { formatNumber } from '@assay/views/locale';
import { useCreateApiKey } from '../api/create-api-key.ts';
import { TenantPicker, type PickedTenant } from './tenant-picker.tsx';
import { scopeLabel } from '../labels.ts';

const nameRule = schemaRule(apikeysContracts.create.input.shape.name);
const expiryOptions = () => [
  { value: 'never', label: m.common_never() },
  { value: '30', label: m.dev_expiry_30() },
  { value: '90', label: m.dev_expiry_90() },
  { value: '365', label: m.dev_expiry_365() },
  { value: 'date', label: m.dev_expiry_date() },
];

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of a date in the user's calendar. */
function localDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** Whole days from today to `day` (both in the user's calendar): the key's `expiresInDays`. */
export function daysUntil(day: string, today: Date): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${localDay(today)}T00:00:00Z`)) / DAY_MS);
}

function expiryDateProblem(day: string, today: Date): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return m.dev_pick_date();
  const days = daysUntil(day, today);
  if (!(days >= 1)) return m.dev_pick_after_today();
  if (days > API_KEY_DAYS_MAX) return m.dev_at_most_days({ days: formatNumber(API_KEY_DAYS_MAX) });
  return undefined;
}

/** Create a key (name, scope, optionally some tenants only, expiry); its text is shown once, in a field to copy, and never again. */
export function CreateKeyDialog({ room }: { room: LimitRoom | undefined }) {
  useFieldWording();
  const create = useCreateApiKey();
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [expiry, setExpiry] = useState('90');
  const [expiryDay, setExpiryDay] = useState('');
  const [restricted, setRestricted] = useState(false);
  const [tenants, setTenants] = useState<PickedTenant[]>([]);
  const [secret, setSecret] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const error = create.error ? toAppError(create.error) : null;
  const nameCheck = nameRule(name);
  const nameProblem = nameCheck === true ? undefined : nameCheck;
  const full = room !== undefined && !room.allowed;
  const today = new Date();
  const dayProblem = expiry === 'date' ? expiryDateProblem(expiryDay, today) : undefined;
  const tenantsProblem = restricted && tenants.length === 0 ? m.dev_pick_tenant() : undefined;

  function onOpenChange(next: boolean) {
    setOpen(next);
    // The key text lives only in this dialog: closing it forgets the text for good.
    setSecret(null);
    if (next) {
      setName('');
      setScope('read');
      setExpiry('90');
      setExpiryDay('');
      setRestricted(false);
      setTenants([]);
      setSubmitted(false);
      create.reset();
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (nameProblem || dayProblem || tenantsProblem) return;
    const expiresInDays =
      expiry === 'never' ? undefined : expiry === 'date' ? daysUntil(expiryDay, today) : Number(expiry);
    create.mutate(
      {
        name: name.trim(),
        scope,
        ...(restricted ? { tenantIds: tenants.map((tenant) => tenant.id) } : {}),
        ...(expiresInDays !== undefined ? { expiresInDays } : {}),
      },
      { onSuccess: (created) => setSecret(created.secret) },
    );
  }

  async function copy() {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      toast({ title: m.dev_key_copied(), tone: 'success' });
    } catch {
      toast({
        title: m.dev_copy_failed(),
        description: m.dev_copy_yourself(),
        tone: 'danger',
      });
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button icon="plus" disabled={full} title={full ? (room.message ?? undefined) : undefined}>
          {m.dev_create_key()}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Title>{secret ? m.dev_copy_new_key() : m.dev_create_title()}</Dialog.Title>
        <Dialog.Description>{secret ? m.dev_shown_once() : m.dev_create_description()}</Dialog.Description>
        {secret ? (
          <Stack gap="md">
            <TextField
              label={m.dev_api_key()}
              value={secret}
              readOnly
              onValueChange={() => undefined}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button icon="copy" onClick={() => void copy()}>
              {m.dev_copy_key()}
            </Button>
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              {m.common_done()}
            </Button>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate aria-label={m.dev_create_title()}>
            <Stack gap="md">
              {room?.nearlyFull && <Banner tone="warning">{room.message}</Banner>}
              {error && error.fields.length === 0 && <Banner tone="danger">{error.message}</Banner>}
              <TextField
                label={m.common_name()}
                hint={m.dev_name_hint()}
                value={name}
                onValueChange={setName}
                maxLength={80}
                error={(submitted ? nameProblem : undefined) ?? error?.fieldMessage('name')}
                required
              />
              <Select
                label={m.dev_scope()}
                value={scope}
                onValueChange={(value) => setScope(value as ApiKeyScope)}
                options={(['read', 'readWrite'] as const).map((value) => ({
                  value,
                  label: scopeLabel(value),
                }))}
              />
              <Checkbox
                label={m.dev_some_tenants()}
                hint={m.dev_some_tenants_hint()}
                checked={restricted}
                onCheckedChange={setRestricted}
              />
              {restricted && (
                <TenantPicker
                  value={tenants}
                  onChange={setTenants}
                  error={(submitted ? tenantsProblem : undefined) ?? error?.fieldMessage('tenantIds')}
                />
              )}
              <Select
                label={m.dev_expires()}
                value={expiry}
                onValueChange={setExpiry}
                options={expiryOptions()}
              />
              {expiry === 'date' && (
                <TextField
                  label={m.dev_expiry_day()}
                  type="date"
                  min={localDay(new Date(today.getTime() + DAY_MS))}
                  value={expiryDay}
                  onValueChange={setExpiryDay}
                  error={(submitted ? dayProblem : undefined) ?? error?.fieldMessage('expiresInDays')}
                  required
                />
              )}
              <Button type="submit" loading={create.isPending}>
                {m.dev_create_submit()}
              </Button>
            </Stack>
          </form>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
