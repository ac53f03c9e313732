// The organisation's queries on the in-memory store, for unit tests and benches.
import { memoryApiKeyQueries } from './api-keys/memory-queries.ts';
import { memoryAssessmentQueries } from './assessments/memory-queries.ts';
import { memoryAuditQueries } from './audit/memory-queries.ts';
import { memoryBaselineQueries } from './baselines/memory-queries.ts';
import { memoryMembershipQueries } from './members/memory-queries.ts';
import type { OrgQueries } from './org-data.ts';
import { memoryInviteQueries } from './respondents/memory-queries.ts';
import { memoryRoadmapQueries } from './roadmap/memory-queries.ts';
import { memorySharedUserQueries } from './shared-users/memory-queries.ts';
import { memoryDashboardQueries } from './dashboard/memory-queries.ts';
import type { MemoryStore } from './store/memory-store.ts';
import { memorySupportGrantQueries } from './support-grants/memory-queries.ts';
import { memoryTenantQueries } from './tenants/memory-queries.ts';

export function memoryOrgQueries(store: MemoryStore, tid: string): OrgQueries {
  return {
    tenants: memoryTenantQueries(store, tid),
    baselines: memoryBaselineQueries(store, tid),
    assessments: memoryAssessmentQueries(store, tid),
    memberships: memoryMembershipQueries(store, tid),
    audit: memoryAuditQueries(store, tid),
    invites: memoryInviteQueries(store, tid),
    roadmap: memoryRoadmapQueries(store, tid),
    apiKeys: memoryApiKeyQueries(store, tid),
    sharedUsers: memorySharedUserQueries(store, tid),
    dashboard: memoryDashboardQueries(store, tid),
    supportGrants: memorySupportGrantQueries(store, tid),
  };
}
