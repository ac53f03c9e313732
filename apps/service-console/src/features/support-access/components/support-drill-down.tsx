// /service/tenants/{tid}/{ttid}/{focus}: one tenant of an organisation, read-only, under the
// system admin's active support grant — its assessments (focus: none), one assessment's results
// (focus: its id) or its roadmap (focus: `roadmap`), drawn with the members' own views. Without
// an active grant nothing of the organisation is asked for, let alone shown; every read the
// server answers is in the organisation's audit log.
import { m } from '@assay/messages';
import { paths } from '@assay/auth';
import { toAppError } from '@assay/client';
import type { Assessment } from '@assay/domain/assessments';
import type { SupportGrant } from '@assay/domain/support';
import {
  Banner,
  EmptyState,
  ErrorState,
  formatExact,
  LoadingState,
  PageHeader,
  RelativeTime,
  Stack,
  Table,
  TabsNav,
  type TableColumn,
  type TableSort,
} from '@assay/ui';
import { ResultsView } from '@assay/views/results';
import { RoadmapTable } from '@assay/views/roadmap';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  useSupportAssessment,
  useSupportAssessments,
  useSupportRoadmap,
  useSupportStatus,
  useSupportTenants,
} from '../api/support-access.ts';
import * as styles from './support-drill-down.css.ts';
import { formatNumber, intlLocale } from '@assay/views/locale';
import { assessmentStatusLabel } from '@assay/views/labels';

interface Props {
  tid: string;
  ttid: string;
  focus: string | undefined;
}

function failure(error: unknown, what: 'tenant' | 'assessment', retry: () => void) {
  const appError = toAppError(error);
  if (appError.code === 'permission-denied')
    return (
      <EmptyState
        icon="lock"
        title={m.console_support_ended()}
        description={m.console_support_ended_description()}
      />
    );
  const tenant = what === 'tenant';
  if (appError.code === 'not-found')
    return (
      <EmptyState
        icon="info"
        title={tenant ? m.console_support_no_such_tenant() : m.console_support_no_such_assessment()}
      />
    );
  return (
    <ErrorState
      title={tenant ? m.console_support_tenant_not_read() : m.console_support_assessment_not_read()}
      message={appError.message}
      onRetry={retry}
    />
  );
}

function Assessments({ tid, ttid }: { tid: string; ttid: string }) {
  const query = useSupportAssessments(tid, ttid, true);
  const columns: TableColumn<Assessment>[] = [
    {
      id: 'name',
      header: m.common_assessment(),
      cell: (assessment) => (
        <Link to={paths.serviceTenant({ tid, ttid, focus: assessment.id })}>{assessment.name}</Link>
      ),
    },
    {
      id: 'status',
      header: m.common_status(),
      nowrap: true,
      cell: (assessment) => assessmentStatusLabel(assessment.status).label,
    },
    {
      id: 'updated',
      header: m.common_updated(),
      nowrap: true,
      hideBelow: 'sm',
      cell: (assessment) => <RelativeTime value={assessment.updatedAt} />,
    },
  ];
  if (query.isPending) return <LoadingState label={m.console_support_loading_assessments()} />;
  if (query.isError) return failure(query.error, 'tenant', () => void query.refetch());
  return (
    <Table
      caption={m.tenant_tab_assessments()}
      columns={columns}
      rows={query.data.items}
      getRowId={(assessment) => assessment.id}
      emptyState={<EmptyState icon="clipboard" title={m.console_support_no_assessments()} />}
    />
  );
}

function Results({ tid, assessmentId }: { tid: string; assessmentId: string }) {
  const query = useSupportAssessment(tid, assessmentId, true);
  const ordered = useMemo(() => {
    if (!query.data) return null;
    const domains = [...query.data.domains].sort((a, b) => a.order - b.order);
    const order = new Map(domains.map((domain, index) => [domain.id, index]));
    const controls = [...query.data.controls].sort(
      (a, b) => (order.get(a.domainId) ?? 0) - (order.get(b.domainId) ?? 0),
    );
    return { domains, controls, answers: new Map(query.data.answers.map((answer) => [answer.ref, answer])) };
  }, [query.data]);
  if (query.isPending) return <LoadingState label={m.results_loading()} />;
  if (query.isError) return failure(query.error, 'assessment', () => void query.refetch());
  if (!ordered) return null;
  const { assessment } = query.data;
  return (
    <Stack gap="md">
      <h2>
        {assessment.name} ·{' '}
        {m.common_baseline_short({
          baseline: assessment.baseline.name,
          version: assessment.baseline.version,
        })}
      </h2>
      <ResultsView
        summary={assessment.summary}
        domains={ordered.domains}
        controls={ordered.controls}
        answers={ordered.answers}
      />
    </Stack>
  );
}

function Roadmap({ tid, ttid }: { tid: string; ttid: string }) {
  const query = useSupportRoadmap(tid, ttid, true);
  const [sort, setSort] = useState<TableSort | null>(null);
  if (query.isPending) return <LoadingState label={m.roadmap_loading()} />;
  if (query.isError) return failure(query.error, 'tenant', () => void query.refetch());
  const { items, total, serverTime } = query.data;
  if (items.length === 0) return <EmptyState icon="map" title={m.console_support_no_open_items()} />;
  return (
    <Stack gap="sm">
      <p>
        {total > items.length
          ? m.console_support_first_of({ shown: formatNumber(items.length), total: formatNumber(total) })
          : m.console_support_open_items({ count: items.length, shown: formatNumber(items.length) })}
      </p>
      <RoadmapTable
        items={items}
        names={{ tenant: () => '', member: () => m.console_support_a_member() }}
        today={serverTime.slice(0, 10)}
        sort={sort}
        onSortChange={setSort}
        hideTenant
      />
    </Stack>
  );
}

function GrantBanner({ grant }: { grant: SupportGrant }) {
  return (
    <Banner tone={grant.breakGlass ? 'danger' : 'warning'}>
      {m.console_support_banner()} <span className={styles.grantId}>{grant.id}</span>
      {grant.breakGlass ? m.console_support_break_glass_suffix() : ''}{' '}
      {m.console_until({ date: formatExact(new Date(grant.expiresAt), intlLocale()) })} (
      <RelativeTime value={grant.expiresAt} />
      ). {m.console_support_every_read()}
    </Banner>
  );
}

/** The page's header; "under support access" only while a grant is active (not once it ended). */
function Header({
  tid,
  title,
  underGrant,
  children,
}: {
  tid: string;
  title: string;
  underGrant: boolean;
  children?: ReactNode;
}) {
  return (
    <PageHeader
      eyebrow={<Link to={paths.serviceTenant({ tid })}>{m.console_support_back()}</Link>}
      title={title}
      description={underGrant ? m.console_support_read_only() : undefined}
    >
      {children}
    </PageHeader>
  );
}

/** The tenant's name from the organisation's tenant list (the same read the support panel makes, shared). */
function TenantHeader({
  tid,
  ttid,
  tab,
}: {
  tid: string;
  ttid: string;
  tab: 'assessments' | 'roadmap' | 'results';
}) {
  const tenants = useSupportTenants(tid, true);
  const name = tenants.data?.items.find((tenant) => tenant.id === ttid)?.name ?? m.common_tenant();
  return (
    <Header tid={tid} title={name} underGrant>
      <TabsNav
        label={m.console_support_tenant_content()}
        items={[
          {
            label: m.tenant_tab_assessments(),
            to: paths.serviceTenant({ tid, ttid }),
            active: tab !== 'roadmap',
          },
          {
            label: m.nav_roadmap(),
            to: paths.serviceTenant({ tid, ttid, focus: 'roadmap' }),
            active: tab === 'roadmap',
          },
        ]}
      />
    </Header>
  );
}

export function SupportDrillDown({ tid, ttid, focus }: Props) {
  const status = useSupportStatus(tid);
  if (status.isPending) return <LoadingState label={m.console_support_checking()} />;
  if (status.isError)
    return (
      <ErrorState
        title={m.console_support_not_checked()}
        message={toAppError(status.error).message}
        onRetry={() => void status.refetch()}
      />
    );
  const grant = status.data.grant;
  if (grant?.status !== 'active') {
    return (
      <Stack gap="md">
        <Header tid={tid} title={m.console_support_tenant_content()} underGrant={false} />
        <EmptyState
          icon="lock"
          title={m.console_support_no_access()}
          description={m.console_support_no_access_description()}
        />
      </Stack>
    );
  }
  const tab = focus === 'roadmap' ? 'roadmap' : focus ? 'results' : 'assessments';
  return (
    <Stack gap="md">
      <TenantHeader tid={tid} ttid={ttid} tab={tab} />
      <GrantBanner grant={grant} />
      {tab === 'roadmap' ? (
        <Roadmap tid={tid} ttid={ttid} />
      ) : focus ? (
        <Results tid={tid} assessmentId={focus} />
      ) : (
        <Assessments tid={tid} ttid={ttid} />
      )}
    </Stack>
  );
}
