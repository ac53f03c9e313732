import { m } from '@assay/messages';
import type { MailDelivery, MailDeliveryState } from '@assay/domain/outbox';
import { Badge, type Tone } from '@assay/ui';

const labels: Record<MailDeliveryState, () => string> = {
  PENDING: m.console_delivery_pending,
  PROCESSING: m.console_delivery_processing,
  SUCCESS: m.console_delivery_success,
  ERROR: m.console_delivery_error,
  RETRY: m.console_delivery_retry,
};

/** A delivery state's name in the page's language. */
export const deliveryLabel = (state: MailDeliveryState): string => labels[state]();

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
  if (!delivery)
    return (
      <Badge tone="neutral">{local ? m.console_outbox_not_sent_local() : m.console_outbox_queued()}</Badge>
    );
  return <Badge tone={tones[delivery.state]}>{deliveryLabel(delivery.state)}</Badge>;
}
