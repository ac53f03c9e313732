import { m } from '@assay/messages';
import type { BaselineStatus, Control } from '@assay/domain/baselines';

const efforts: Record<Control['effort'], () => string> = {
  S: m.content_admin_effort_s,
  M: m.content_admin_effort_m,
  L: m.content_admin_effort_l,
};

/** A control's effort (S, M, L) named in the page's language. */
export const effortName = (effort: Control['effort']): string => efforts[effort]();

const statuses: Record<BaselineStatus, () => string> = {
  draft: m.content_admin_status_draft,
  published: m.content_admin_status_published,
  retired: m.content_admin_status_retired,
};

/** A baseline version's status (draft, published, retired) named in the page's language. */
export const statusLabel = (status: BaselineStatus): string => statuses[status]();
