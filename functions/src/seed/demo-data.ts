// The demo world: two organisations, one of each kind of user, a handful of tenants.
import type { TenantKind } from '@assay/domain/tenants';
import type { PlanId } from '@assay/domain/plans';
import type { MemberRole } from '@assay/domain/roles';

export const DEMO_PASSWORD = 'demo-password-1';

export type DemoAccountKind =
  'owner' | 'editor' | 'viewer' | 'system admin' | 'shared user' | 'owner (second organisation)';

export interface DemoAccount {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  kind: DemoAccountKind;
  /** Custom claims the account carries. */
  claims: Record<string, string | boolean>;
}

export interface DemoOrganisation {
  id: string;
  name: string;
  plan: PlanId;
  members: { uid: string; role: MemberRole }[];
}

export interface DemoTenant {
  orgId: string;
  id: string;
  name: string;
  description: string;
  tags: string[];
  group?: string;
  kind: TenantKind;
  archived?: boolean;
}

export const NORTHWIND_ID = 'northwind';
export const GLOBEX_ID = 'globex';
export const SHARED_TENANT_ID = 'nw-contoso';

export const demoAccounts: readonly DemoAccount[] = [
  {
    uid: 'demo-owner',
    email: 'owner@demo.assay.test',
    password: DEMO_PASSWORD,
    displayName: 'Olivia Owner',
    kind: 'owner',
    claims: { tid: NORTHWIND_ID, role: 'owner' },
  },
  {
    uid: 'demo-editor',
    email: 'editor@demo.assay.test',
    password: DEMO_PASSWORD,
    displayName: 'Eddie Editor',
    kind: 'editor',
    claims: { tid: NORTHWIND_ID, role: 'editor' },
  },
  {
    uid: 'demo-viewer',
    email: 'viewer@demo.assay.test',
    password: DEMO_PASSWORD,
    displayName: 'Vera Viewer',
    kind: 'viewer',
    claims: { tid: NORTHWIND_ID, role: 'viewer' },
  },
  {
    uid: 'demo-admin',
    email: 'admin@demo.assay.test',
    password: DEMO_PASSWORD,
    displayName: 'Sam Sysadmin',
    kind: 'system admin',
    claims: { adminUI: true, sysdev: true },
  },
  {
    uid: 'demo-shared',
    email: 'shared@demo.assay.test',
    password: DEMO_PASSWORD,
    displayName: 'Sharon Shared',
    kind: 'shared user',
    claims: { ptid: NORTHWIND_ID, ttid: SHARED_TENANT_ID },
  },
  {
    uid: 'globex-owner',
    email: 'owner@globex.assay.test',
    password: DEMO_PASSWORD,
    displayName: 'Gary Globex',
    kind: 'owner (second organisation)',
    claims: { tid: GLOBEX_ID, role: 'owner' },
  },
];

export const demoOrganisations: readonly DemoOrganisation[] = [
  {
    id: NORTHWIND_ID,
    name: 'Northwind Consulting',
    plan: 'team',
    members: [
      { uid: 'demo-owner', role: 'owner' },
      { uid: 'demo-editor', role: 'editor' },
      { uid: 'demo-viewer', role: 'viewer' },
    ],
  },
  { id: GLOBEX_ID, name: 'Globex Audit', plan: 'free', members: [{ uid: 'globex-owner', role: 'owner' }] },
];

export const demoTenants: readonly DemoTenant[] = [
  {
    orgId: NORTHWIND_ID,
    id: 'nw-self',
    name: 'Northwind Consulting',
    description: 'Our own security programme.',
    tags: ['internal'],
    group: 'Internal',
    kind: 'self',
  },
  {
    orgId: NORTHWIND_ID,
    id: 'nw-nordic',
    name: 'Northwind Nordic AB',
    description: 'Nordic subsidiary, Stockholm.',
    tags: ['eu', 'nordics'],
    group: 'Internal',
    kind: 'subsidiary',
  },
  {
    orgId: NORTHWIND_ID,
    id: SHARED_TENANT_ID,
    name: 'Contoso Pharmaceuticals',
    description: 'ISO 27001 readiness for the EU plants.',
    tags: ['eu', 'pharma', 'critical'],
    group: 'Key accounts',
    kind: 'client',
  },
  {
    orgId: NORTHWIND_ID,
    id: 'nw-fabrikam',
    name: 'Fabrikam Manufacturing',
    description: 'OT and IT baseline across three factories.',
    tags: ['eu', 'manufacturing'],
    group: 'Key accounts',
    kind: 'client',
  },
  {
    orgId: NORTHWIND_ID,
    id: 'nw-adventure',
    name: 'Adventure Works Cycles',
    description: 'Retail chain, PCI scope.',
    tags: ['retail', 'pci'],
    group: 'SMB',
    kind: 'client',
  },
  {
    orgId: NORTHWIND_ID,
    id: 'nw-tailspin',
    name: 'Tailspin Toys',
    description: 'E-commerce start-up.',
    tags: ['retail', 'uk'],
    group: 'SMB',
    kind: 'client',
  },
  {
    orgId: NORTHWIND_ID,
    id: 'nw-wingtip',
    name: 'Wingtip Cloud Hosting',
    description: 'Hosting provider for client workloads.',
    tags: ['cloud', 'critical'],
    group: 'Suppliers',
    kind: 'supplier',
  },
  {
    orgId: NORTHWIND_ID,
    id: 'nw-litware',
    name: 'Litware Payroll',
    description: 'Payroll SaaS processing staff data.',
    tags: ['saas', 'hr'],
    group: 'Suppliers',
    kind: 'supplier',
  },
  {
    orgId: NORTHWIND_ID,
    id: 'nw-lucerne',
    name: 'Lucerne Logistics',
    description: 'Former client (contract ended).',
    tags: ['logistics'],
    kind: 'client',
    archived: true,
  },
  {
    orgId: GLOBEX_ID,
    id: 'gx-self',
    name: 'Globex Audit',
    description: 'Internal assessment.',
    tags: ['internal'],
    kind: 'self',
  },
  {
    orgId: GLOBEX_ID,
    id: 'gx-initech',
    name: 'Initech',
    description: 'Software client.',
    tags: ['us', 'software'],
    group: 'Clients',
    kind: 'client',
  },
];
