// @assay/domain/service — the service console's contracts (system admins, cross-organisation).
export { parentTenantSummarySchema, serviceContracts } from './contracts.ts';
export type { ParentTenantSummary } from './contracts.ts';
export { providerLabels, serviceUserSchema } from './users.ts';
export type { ServiceUser } from './users.ts';
