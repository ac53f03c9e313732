import { mailDeliveryLabels } from '@assay/domain/outbox';
import type { MailDelivery, MailDeliveryState } from '@assay/domain/outbox';
import { Badge, type Tone } from '@assay/ui';

const tones: Record<MailDeliveryState, Tone> = {
  PENDING: 'neutral',
  PROCESSING: 'accent',
  SUCCESS: 'success',
  ERROR: 'danger',
  RETRY: 'warning',
};

/**
 * A mail's delivery state as a badge. Without a `delivery` field the Trigger Email extension has
 * not picked the mail up: queued in production, never sent on the local emulators (no extension).
 */
export function DeliveryBadge({ delivery, local }: { delivery: MailDelivery | null; local: boolean }) {
  if (!delivery) return <Badge tone="neutral">{local ? 'Not sent (local)' : 'Queued'}</Badge>;
  return <Badge tone={tones[delivery.state]}>{mailDeliveryLabels[delivery.state]}</Badge>;
}
