// @assay/domain/dashboard — the portfolio dashboard and its per-organisation rollup.
export {
  activeSeries,
  addCompleted,
  withTenant,
  DASHBOARD_ACTIVITY_MAX,
  DASHBOARD_DUE_MAX,
  DASHBOARD_IN_PROGRESS_MAX,
  dashboardSchema,
  removeAssessment,
  ROLLUP_POINTS_MAX,
  rollupSeriesSchema,
  summarisePortfolio,
} from './portfolio.ts';
export type { Dashboard, PortfolioRollup, RollupPoint, RollupSeries } from './portfolio.ts';
export { dashboardContracts } from './contracts.ts';
