/** How a user signs in (SPEC §2: email and password, email link, Google). */
export type SignInMethod = 'password' | 'email_link' | 'google';

/** Events without parameters. */
export type NoParams = Record<string, never>;

/**
 * Every analytics event the product sends, by name, with its parameters. Parameter values are
 * strings, numbers or booleans; never put personal data (emails, names) in them. Apps may add
 * events by augmenting this interface (`declare module '@assay/analytics/events'`).
 */
export interface AnalyticsEvents {
  /** Every navigation (seed §2): the path, the title (tab or route name), the tab and the focus. */
  page_view: { path: string; title: string; tab?: string; focus?: string };
  /** /upgrade-success */
  upgrade_subscription: { plan?: string };
  /** /downgrade-success */
  downgrade_subscription: { plan?: string };
  /** /checkout-success */
  purchase: { plan?: string; value?: number; currency?: string };
  /** /checkout-cancel */
  checkout_cancelled: { plan?: string };
  sign_up: { method: SignInMethod };
  login: { method: SignInMethod };
  logout: NoParams;
  search: { search_term: string; area?: string };
  share: { method: 'email'; content_type: 'tenant'; item_id: string };
  exception: { description: string; fatal?: boolean };
  tenant_created: NoParams;
  assessment_started: { baseline_id?: string };
  assessment_submitted: { baseline_id?: string };
  assessment_completed: { baseline_id?: string; score?: number };
  roadmap_item_updated: { field: 'status' | 'owner' | 'due_date' };
  api_key_created: { scope: 'read' | 'read-write' };
  baseline_imported: { format: 'json' | 'yaml' | 'csv' };
  member_invited: { role?: string };
}

export type AnalyticsEventName = keyof AnalyticsEvents;

/** `track(name)` may omit the parameters when all of them are optional. */
export type EventArgs<E extends AnalyticsEventName> =
  Record<never, never> extends AnalyticsEvents[E]
    ? [params?: AnalyticsEvents[E]]
    : [params: AnalyticsEvents[E]];

/** A parameter value as adapters receive it. */
export type ParamValue = string | number | boolean;
export type AnalyticsParams = Readonly<Record<string, ParamValue>>;

/**
 * Keeps only string, boolean and finite number values (drops `undefined`, objects, NaN…), so
 * adapters never see a value the analytics services would reject or mangle.
 */
export function cleanParams(params: object | undefined): AnalyticsParams {
  const clean: Record<string, ParamValue> = {};
  if (params === undefined) return clean;
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'boolean') clean[key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) clean[key] = value;
  }
  return clean;
}
