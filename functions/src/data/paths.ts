// Every Firestore path of the product, in one place. Repositories build references from these;
// nothing outside data/ composes a path.
export const collections = {
  orgs: 'orgs',
  /** orgs/{tid}/tenants/{tenantId} */
  tenants: 'tenants',
  /** orgs/{tid}/tenantNames/{sha256(nameKey)} — uniqueness of active tenant names. */
  tenantNames: 'tenantNames',
  /** orgs/{tid}/members/{uid} */
  members: 'members',
  /** orgs/{tid}/invitations/{id}: pending invitations (id derived from the invited address). */
  invitations: 'invitations',
  /** orgs/{tid}/audit/{id} */
  audit: 'audit',
  /** audit/{id} — service (system-admin) actions. */
  globalAudit: 'audit',
  /** baselines/{id} (global library) and orgs/{tid}/baselines/{id} (private): version headers. */
  baselines: 'baselines',
  /** <baseline header>/controlChunks/{n}: a version's controls, in order. */
  controlChunks: 'controlChunks',
  /** orgs/{tid}/assessments/{id}: header + summary. */
  assessments: 'assessments',
  /** orgs/{tid}/assessmentAnswers/{assessmentId}_{ref}: one answer per control. */
  assessmentAnswers: 'assessmentAnswers',
  /** orgs/{tid}/assessmentGates/{assessmentId}: stage and version an answer save checks instead of the header (assessments.ts). */
  assessmentGates: 'assessmentGates',
  /** orgs/{tid}/billing/subscription — the subscription as the Stripe webhook keeps it. */
  billing: 'billing',
  /** orgs/{tid}/billingEvents/{stripe event id} — webhook events already processed. */
  billingEvents: 'billingEvents',
  /** billingCustomers/{stripe customer id} — which organisation a Stripe customer pays for. */
  billingCustomers: 'billingCustomers',
  /** orgs/{tid}/respondentInvites/{id}: invitations of outside respondents (token hash only). */
  respondentInvites: 'respondentInvites',
  /** orgs/{tid}/roadmapItems/{id}: one item per gap of a tenant against a baseline lineage. */
  roadmapItems: 'roadmapItems',
  /** orgs/{tid}/roadmapSources/{tenantId}_{lineage key}: the assessment a roadmap was last generated from. */
  roadmapSources: 'roadmapSources',
  /** orgs/{tid}/roadmapHistory/{id}: audit-shaped entries of what a regeneration did to one item (its own history, not the organisation's log). */
  roadmapHistory: 'roadmapHistory',
  /** orgs/{tid}/apiKeys/{publicId}: API keys (the secret's hash only). */
  apiKeys: 'apiKeys',
  /** apiKeyIds/{publicId} = { tid }: the organisation of a key, for the REST API. */
  apiKeyIds: 'apiKeyIds',
  /** orgs/{tid}/scimTokens/{publicId}: the SCIM tokens of an organisation's identity provider (the secret's hash only). */
  scimTokens: 'scimTokens',
  /** scimTokenIds/{publicId} = { tid }: the organisation of a SCIM token, for the SCIM endpoint. */
  scimTokenIds: 'scimTokenIds',
  /** orgs/{tid}/scimUsers/{uid}: members provisioned by the identity provider, as SCIM sees them (active or not). */
  scimUsers: 'scimUsers',
  /** orgs/{tid}/ssoDomains/{domain}: email domains claimed for single sign-on, pending or verified by DNS TXT. */
  ssoDomains: 'ssoDomains',
  /** ssoDomainOwners/{domain} = { tid }: the organisation that verified a domain (one per domain). */
  ssoDomainOwners: 'ssoDomainOwners',
  /** orgs/{tid}/ssoSettings/provider: the organisation's identity provider as Assay keeps it (no secret). */
  ssoSettings: 'ssoSettings',
  /** orgs/{tid}/webhookEndpoints/{id}: outbound webhook endpoints (with their signing secrets). */
  webhookEndpoints: 'webhookEndpoints',
  /** orgs/{tid}/webhookEvents/{id}: the webhook outbox, one document per event, written with the change. */
  webhookEvents: 'webhookEvents',
  /** orgs/{tid}/webhookDeliveries/{eventId}_{endpointId}: an event's delivery to one endpoint and its attempts. */
  webhookDeliveries: 'webhookDeliveries',
  /** orgs/{tid}/apiIdempotency/{sha256(key, Idempotency-Key)}: POST answers kept 24 h for replays. */
  apiIdempotency: 'apiIdempotency',
  /** orgs/{tid}/sharedUsers/{uid}: people a tenant is shared with (their access is in their claims). */
  sharedUsers: 'sharedUsers',
  /** orgs/{tid}/rollups/portfolio: the dashboard's scores per tenant and baseline lineage. */
  rollups: 'rollups',
  /** orgs/{tid}/calendarFeeds/{uid}: the hash of a member's secret calendar address. */
  calendarFeeds: 'calendarFeeds',
  /** orgs/{tid}/supportGrants/{adminUid}: a system admin's support access to the organisation (support-grants.ts). */
  supportGrants: 'supportGrants',
  /** accounts/{uid}: one per Firebase Auth account that belongs to an organisation (holds only its memberships). */
  accounts: 'accounts',
  /** accounts/{uid}/memberships/{tid}: the account's membership of organisation tid (role, joinedAt), written with orgs/{tid}/members/{uid}. */
  accountMemberships: 'memberships',
  /** platform/{name}: the deployment's own state, e.g. platform/migrations (the migrations applied). */
  platform: 'platform',
} as const;
