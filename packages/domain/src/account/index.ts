// @assay/domain/account — the signed-in person's own account: the account-* contracts.
export { accountContracts, accountOrganisationSchema } from './contracts.ts';
export type { AccountOrganisation } from './contracts.ts';
