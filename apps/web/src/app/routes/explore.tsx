import { m } from '@assay/messages';
import { paths, tabsOf } from '@assay/auth';
import { useRouteTab } from '@assay/auth/react';
import { NotFoundPage, PageHeader, Stack, TabsNav } from '@assay/ui';
import type { PrefetchContext } from '@assay/views/app';
import { useParams, useSearchParams } from 'react-router';
import { TenantComparison } from '../../features/compare/components/tenant-comparison.tsx';
import { baselinesQueryOptions } from '../../features/explore/api/list-baselines.ts';
import { useTenantAnswers } from '../../features/explore/api/tenant-answers.ts';
import { BaselineLibrary } from '../../features/explore/components/baseline-library.tsx';
import { BaselineReader } from '../../features/explore/components/baseline-reader.tsx';
import { ControlSearch } from '../../features/explore/components/control-search.tsx';
import { TenantAnswerCell } from '../../features/explore/components/tenant-answer.tsx';

export const prefetch = ({ queryClient, ...context }: PrefetchContext) =>
  queryClient.prefetchQuery(baselinesQueryOptions(context));

const descriptions = {
  baselines: m.explore_baselines_description,
  controls: m.explore_controls_description,
  compare: m.explore_compare_description,
} as const;
const tabLabels = {
  baselines: m.explore_tab_baselines,
  controls: m.explore_tab_controls,
  compare: m.explore_tab_compare,
};

/** Explore (`/explore/:tab?/:tenantId?`); `?baseline=` opens one baseline of the library. */
export function Component() {
  const { tab } = useRouteTab('explore');
  const { tenantId } = useParams();
  const [search] = useSearchParams();
  // With a tenant id, the controls tab shows that tenant's latest answer beside each control.
  const answers = useTenantAnswers(tab === 'controls' ? tenantId : undefined);
  if (!tab) return <NotFoundPage standalone={false} />;
  const opened = tab === 'baselines' ? search.get('baseline') : null;
  const baselinesPath = paths.explore({ tab: 'baselines', tenantId });
  const controlsPath = paths.explore({ tab: 'controls', tenantId });
  return (
    <Stack gap="lg">
      <PageHeader title={m.explore_title()} description={descriptions[tab]()}>
        <TabsNav
          label={m.explore_sections()}
          items={tabsOf('explore').map((t) => ({
            to: paths.explore({ tab: t.id, tenantId }),
            label: tabLabels[t.id](),
            active: t.id === tab,
          }))}
        />
      </PageHeader>
      <section aria-label={tabLabels[tab]()}>
        {tab === 'compare' ? (
          <TenantComparison tenantId={tenantId} />
        ) : tab === 'controls' ? (
          <ControlSearch
            answerSlot={
              tenantId
                ? (entry) => (
                    <TenantAnswerCell
                      tenantId={tenantId}
                      found={answers.answerOf(entry.lineageId, entry.control.ref)}
                      loading={answers.isPending}
                    />
                  )
                : undefined
            }
          />
        ) : opened ? (
          <BaselineReader
            baselineId={opened}
            backTo={baselinesPath}
            searchTo={`${controlsPath}?baseline=${encodeURIComponent(opened)}`}
          />
        ) : (
          <BaselineLibrary hrefOf={(id) => `${baselinesPath}?baseline=${encodeURIComponent(id)}`} />
        )}
      </section>
    </Stack>
  );
}
