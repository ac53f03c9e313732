// Screens moved to @assay/messages must not show literal text: JSX text and the user-visible
// attributes of a component come from a message (m.…()). The list grows as screens move; tests
// are left out (eslint.config.js).
export const movedToMessages = [
  'apps/web/src/features/auth/components/sign-in-page.tsx',
  'apps/web/src/features/auth/components/sign-in-panel.tsx',
  'apps/web/src/features/auth/components/reset-request-form.tsx',
  'apps/web/src/features/auth/components/email-field.tsx',
  'apps/web/src/features/auth/components/account-action-page.tsx',
  'packages/views/src/locale/**/*.tsx',
  'packages/views/src/account/**/*.tsx',
  'packages/views/src/report/report-view.tsx',
  'packages/views/src/report/report-toolbar.tsx',
  'packages/views/src/results/results-view.tsx',
  'packages/views/src/roadmap/*.tsx',
  'packages/views/src/answers/*.tsx',
  'packages/views/src/list/*.tsx',
  'packages/views/src/app/*.tsx',
  'packages/views/src/results/comparison-view.tsx',
  'packages/views/src/results/state-badge.tsx',
  'packages/views/src/scores/score-by-domain.tsx',
  'packages/views/src/tenant/tenant-header.tsx',
  'packages/views/src/tenant/tenant-page.tsx',
  'packages/views/src/tenant/overview/*-overview.tsx',
  'packages/views/src/consent/consent-banner.tsx',
  'apps/shared-portal/src/features/shared-sign-in/components/*.tsx',
  'apps/shared-portal/src/features/shared-tenant/components/*.tsx',
  'apps/shared-portal/src/app/routes/*.tsx',
  'apps/web/src/app/routes/tenant.tsx',
  'apps/web/src/app/routes/tenants.tsx',
  'apps/web/src/features/tenants/components/*.tsx',
  'apps/web/src/features/members/components/*.tsx',
  'apps/web/src/features/explore/components/*.tsx',
  'apps/web/src/features/roadmap/components/*.tsx',
  'apps/web/src/app/routes/explore.tsx',
  'apps/web/src/app/routes/welcome.tsx',
  'apps/web/src/app/routes/roadmap.tsx',
  'apps/web/src/features/onboarding/components/create-organisation.tsx',
  'apps/web/src/features/auth/components/verify-email-banner.tsx',
  'apps/web/src/features/organisation/components/get-started.tsx',
  'apps/web/src/features/assessments/components/workspace/*.tsx',
  'apps/web/src/features/assessments/components/{assessment-screen,assessments-list,new-assessment-dialog,assessment-actions,assessment-activity,assessment-comparison,tenant-scores,assessment-results,assessment-report,move-version-dialog,move-version-preview}.tsx',
  'apps/web/src/features/sharing/components/*.tsx',
  'apps/web/src/features/support/components/*.tsx',
  'apps/web/src/features/compare/components/*.tsx',
  'apps/web/src/features/dashboard/components/*.tsx',
  'apps/web/src/features/organisation/components/second-factor-policy.tsx',
  'apps/web/src/features/respondents/components/*.tsx',
  'apps/service-console/src/**/*.tsx',
  'apps/web/src/features/content-admin/**/*.tsx',
  'apps/web/src/app/routes/content-admin.tsx',
];

const message = 'Text a user reads comes from @assay/messages (m.…()), not a literal.';
const visibleAttributes = '/^(label|title|description|hint|placeholder|documentTitle|aria-label|alt)$/';

export const literalTextRule = [
  'error',
  { selector: 'JSXText[value=/[A-Za-z]/]', message },
  // A decorative image's alt="" says nothing, so it is allowed: only text with letters is flagged.
  { selector: `JSXAttribute[name.name=${visibleAttributes}] > Literal[value=/[A-Za-z]/]`, message },
  {
    selector: `JSXAttribute[name.name=${visibleAttributes}] > JSXExpressionContainer > Literal[value=/[A-Za-z]/]`,
    message,
  },
];
