// @assay/domain/account — the signed-in person's own account: the account-* contracts.
export { accountContracts } from './contracts.ts';
