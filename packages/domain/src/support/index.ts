// @assay/domain/support — support access the customer approves (grants, their states, contracts).
export { supportContracts } from './contracts.ts';
export {
  hoursAfter,
  isSupportGrantActive,
  SUPPORT_GRANT_MAX_HOURS,
  SUPPORT_GRANTS_LIST_MAX,
  SUPPORT_REASON_MAX,
  SUPPORT_REASON_MIN,
  SUPPORT_REQUEST_TTL_HOURS,
  supportGrantAt,
  supportGrantSchema,
  supportGrantStatuses,
  supportHoursSchema,
  supportReasonSchema,
} from './grant.ts';
export type { StoredSupportGrantStatus, SupportGrant, SupportGrantStatus } from './grant.ts';
