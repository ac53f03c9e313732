// @assay/domain/compare — Explore's tenant comparison.
export {
  COMPARE_TENANTS_MAX,
  comparedTenantSchema,
  compareTenants,
  comparisonSchema,
  median,
} from './comparison.ts';
export type { ComparedTenant, CompareSource, Comparison } from './comparison.ts';
export { compareContracts } from './contracts.ts';
