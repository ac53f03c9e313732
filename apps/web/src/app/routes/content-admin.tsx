import { queryView } from '@assay/views/query';
import { m } from '@assay/messages';
import { paths, tabsOf } from '@assay/auth';
import { useRouteTab, useSession } from '@assay/auth/react';
import { roleAtLeast } from '@assay/domain/roles';
import { Banner, LoadingState, NotFoundPage, PageHeader, Stack, TabsNav } from '@assay/ui';
import type { PrefetchContext } from '@assay/views/app';
import { lazy, Suspense } from 'react';
import { useBaseline } from '../../features/content-admin/api/get-baseline.ts';
import { baselinesQueryOptions, useBaselines } from '../../features/content-admin/api/list-baselines.ts';
import { BaselineList } from '../../features/content-admin/components/baseline-list.tsx';
import { CreateBaselineDialog } from '../../features/content-admin/components/create-baseline-dialog.tsx';
import { readOnlyReason } from '../../features/content-admin/editor-model.ts';
import { createBlockedReason, usageText } from '../../features/content-admin/lineages.ts';
import {
  baselineScopeOf,
  useBaselineScope,
  type BaselineScope,
} from '../../features/content-admin/api/scope.ts';
import { BaselineVersionReader } from '../../features/explore/components/baseline-reader.tsx';

// Each tab's heavier part loads with the tab: the editor (dnd-kit), the import and the versions panels.
const BaselineEditor = lazy(() =>
  import('../../features/content-admin/components/baseline-editor.tsx').then((m) => ({
    default: m.BaselineEditor,
  })),
);
const ImportPanel = lazy(() =>
  import('../../features/content-admin/components/import-panel.tsx').then((m) => ({
    default: m.ImportPanel,
  })),
);
const VersionsPanel = lazy(() =>
  import('../../features/content-admin/components/versions-panel.tsx').then((m) => ({
    default: m.VersionsPanel,
  })),
);

export const prefetch = ({ queryClient, session, ...context }: PrefetchContext) =>
  queryClient.prefetchQuery(baselinesQueryOptions(context, baselineScopeOf(session)));

type ContentTab = 'baselines' | 'import' | 'versions';
const tabLabels: Record<ContentTab, () => string> = {
  baselines: m.content_admin_tab_baselines,
  import: m.content_admin_tab_import,
  versions: m.content_admin_tab_versions,
};
const descriptions: Record<BaselineScope, Record<ContentTab, () => string>> = {
  org: {
    baselines: m.content_admin_org_baselines,
    import: m.content_admin_org_import,
    versions: m.content_admin_org_versions,
  },
  library: {
    baselines: m.content_admin_library_baselines,
    import: m.content_admin_library_import,
    versions: m.content_admin_library_versions,
  },
};

/** `/contentAdmin/baselines/:focus`: the editor of a draft, or a read-only view saying why. */
function FocusedBaseline({
  baselineId,
  canAdminister,
  scope,
}: {
  baselineId: string;
  canAdminister: boolean;
  scope: BaselineScope;
}) {
  const query = useBaseline(baselineId);
  const listPath = paths.contentAdmin({ tab: 'baselines' });
  // A failed refetch (after an autosave, on focus) keeps the editor and its unsaved edits on screen.
  const view = queryView(query, {
    loading: m.content_admin_loading_baseline(),
    lines: 6,
    failed: m.content_admin_baseline_not_loaded(),
    missing: () => <NotFoundPage standalone={false} />,
  });
  if (view.screen) return view.screen;
  const reason = readOnlyReason(view.data, canAdminister, scope);
  // Keyed by id: another draft starts a fresh editor (and autosave) rather than reusing this one.
  if (!reason) return <BaselineEditor key={baselineId} version={view.data} />;
  return (
    <Stack gap="md">
      <Banner tone="info" title={m.content_admin_read_only()}>
        {reason}
      </Banner>
      <BaselineVersionReader
        version={view.data}
        backTo={listPath}
        searchTo={
          scope === 'org'
            ? `${paths.explore({ tab: 'controls' })}?baseline=${encodeURIComponent(baselineId)}`
            : undefined
        }
      />
    </Stack>
  );
}

/** Content admin (`/contentAdmin/:tab?/:focus?`). Owners and admins edit; editors and viewers read; system admins curate the global library. */
export function Component() {
  const { tab, focus } = useRouteTab('contentAdmin');
  const { session } = useSession();
  const list = useBaselines();
  const scope = useBaselineScope();
  if (!tab) return <NotFoundPage standalone={false} />;
  const canAdminister = scope === 'library' || roleAtLeast(session?.role, 'admin');
  const usage = list.data?.privateBaselines;
  const blockedReason = createBlockedReason(usage);
  const editing = tab === 'baselines' && focus;
  return (
    <Stack gap="lg">
      <PageHeader
        title={
          editing
            ? (list.data?.items.find((item) => item.baseline.id === focus)?.baseline.name ??
              m.content_admin_title())
            : m.content_admin_title()
        }
        description={
          editing
            ? undefined
            : usage
              ? `${descriptions[scope][tab]()} ${usageText(usage)}.`
              : descriptions[scope][tab]()
        }
        actions={
          tab === 'baselines' && !focus && canAdminister ? (
            <CreateBaselineDialog disabledReason={blockedReason} />
          ) : undefined
        }
      >
        <TabsNav
          label={m.content_admin_sections()}
          items={tabsOf('contentAdmin').map((t) => ({
            to: paths.contentAdmin({ tab: t.id }),
            label: tabLabels[t.id](),
            active: t.id === tab,
          }))}
        />
      </PageHeader>
      {tab === 'baselines' && !focus && canAdminister && blockedReason ? (
        <Banner tone="warning">{blockedReason}</Banner>
      ) : null}
      {tab === 'baselines' && !focus && !canAdminister ? (
        <Banner tone="info">{m.content_admin_read_every()}</Banner>
      ) : null}
      <section aria-label={tabLabels[tab]()}>
        <Suspense fallback={<LoadingState label={m.common_loading()} lines={4} />}>
          {tab === 'baselines' ? (
            focus ? (
              <FocusedBaseline baselineId={focus} canAdminister={canAdminister} scope={scope} />
            ) : (
              <BaselineList
                canEdit={canAdminister}
                emptyAction={
                  canAdminister ? <CreateBaselineDialog disabledReason={blockedReason} /> : undefined
                }
              />
            )
          ) : tab === 'import' ? (
            <ImportPanel canImport={canAdminister} blockedReason={blockedReason} />
          ) : (
            <VersionsPanel focus={focus} canAdminister={canAdminister} />
          )}
        </Suspense>
      </section>
    </Stack>
  );
}
