export {
  DEMO_PASSWORD,
  demoAccounts,
  demoOrganisations,
  demoTenants,
  GLOBEX_ID,
  NORTHWIND_ID,
  SHARED_TENANT_ID,
} from './demo-data.ts';
export type { DemoAccount, DemoAccountKind, DemoOrganisation, DemoTenant } from './demo-data.ts';
export { seedDemo } from './seed-demo.ts';
export type { SeedResult } from './seed-demo.ts';
export { seedGlobalBaselines } from './seed-baselines.ts';
