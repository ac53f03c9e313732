// The assessment workspace on synthetic data, for `pnpm bench workspace` and for looking at it:
// a 2,000-control version (or ?controls=n) answered in part, served by a fake callable client,
// so Chromium measures the screen itself. Marks `data` when both reads resolve; the bench
// measures from there to the first rows on screen. Not part of the app build.
import { AuthProvider } from '@assay/auth/react';
import { ClientProvider } from '@assay/client';
import { createFakeCall, createTestQueryClient, staticAuthSource } from '@assay/client/testing';
import type { Answer } from '@assay/domain/assessments';
import type { BaselineVersion } from '@assay/domain/baselines';
import { answerStatuses, emptySummary } from '@assay/domain/scoring';
import { ThemeProvider, ToastProvider } from '@assay/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AssessmentScreen } from '../src/features/assessments/components/assessment-screen.tsx';
import { InviteRespondentDialog } from '../src/features/respondents/components/invite-respondent-dialog.tsx';

const params = new URLSearchParams(location.search);
const count = Number(params.get('controls') ?? 2000);
const view = params.get('view');
const domainCount = 20;
const version: BaselineVersion = {
  baseline: {
    id: 'b1',
    lineageId: 'l1',
    owner: { kind: 'global' },
    name: 'Large baseline',
    description: '',
    status: 'published',
    version: 1,
    revision: 1,
  },
  domains: Array.from({ length: domainCount }, (_, i) => ({
    id: `d${i}`,
    name: `Domain ${String(i + 1).padStart(2, '0')}`,
    order: i,
  })),
  controls: Array.from({ length: count }, (_, i) => ({
    id: `c${i}`,
    ref: `GEN-${String(i + 1).padStart(4, '0')}`,
    title: `Control ${i + 1}: a requirement worded like a real one, long enough to be cut at the edge`,
    description: 'What the control asks for, in a sentence or two.',
    guidance: 'How to check it, and what evidence to keep.',
    domainId: `d${i % domainCount}`,
    weight: (i % 5) + 1,
    effort: (['S', 'M', 'L'] as const)[i % 3]!,
    references: [],
    tags: [],
  })),
};
const answers: Answer[] = version.controls
  .filter((_, i) => i % 3 === 0)
  .map((c, i) => ({
    ref: c.ref,
    status: answerStatuses[i % 4],
    comment: '',
    evidence: [],
    revision: 1,
    updatedAt: '2026-07-01T10:00:00.000Z',
    updatedBy: { kind: 'member', uid: 'u1' },
  }));
const summary = emptySummary(
  version.controls.map((c) => ({ ref: c.ref, domainId: c.domainId, weight: c.weight })),
  version.domains.map((d) => d.id),
);
let pending = 2;
const arrived = () => {
  pending -= 1;
  if (pending === 0) performance.mark('data');
};
const call = createFakeCall({
  'assessments-get': () => {
    arrived();
    return {
      assessment: {
        id: 'a1',
        tenantId: 't1',
        name: 'Bench run',
        status: 'in_progress',
        baseline: { id: 'b1', lineageId: 'l1', name: 'Large baseline', version: 1 },
        ownerUid: 'u1',
        createdAt: '2026-07-01T10:00:00.000Z',
        updatedAt: '2026-07-01T10:00:00.000Z',
        summary,
      },
      answers,
      serverTime: '2026-07-01T10:00:00.000Z',
    };
  },
  'baselines-get': () => {
    arrived();
    return version;
  },
  'assessments-saveAnswer': (input) => ({
    answer: {
      ref: input.controlRef,
      status: input.answer.status ?? undefined,
      comment: '',
      evidence: [],
      revision: input.expectedRevision + 1,
      updatedAt: new Date().toISOString(),
      updatedBy: { kind: 'member', uid: 'u1' },
    },
    summary,
    status: 'in_progress',
  }),
});
const router = createMemoryRouter(
  [
    {
      path: '/tenant/:tenantId/assessments/:focus',
      element: (
        <AssessmentScreen
          tenantId="t1"
          tenantName="Fabrikam Manufacturing"
          assessmentId="a1"
          organisationName="Northwind Consulting"
          InviteRespondents={InviteRespondentDialog}
        />
      ),
    },
  ],
  {
    initialEntries: [`/tenant/t1/assessments/a1${view ? `?view=${view}` : ''}`],
  },
);
createRoot(document.getElementById('root')!).render(
  <ThemeProvider>
    <ToastProvider>
      <QueryClientProvider client={createTestQueryClient()}>
        <ClientProvider client={{ call, authActions: {} as never, emulated: true }}>
          <AuthProvider source={staticAuthSource({ tid: 'org-1', role: 'editor' })}>
            <main id="main" style={{ padding: 24 }}>
              <RouterProvider router={router} />
            </main>
          </AuthProvider>
        </ClientProvider>
      </QueryClientProvider>
    </ToastProvider>
  </ThemeProvider>,
);
