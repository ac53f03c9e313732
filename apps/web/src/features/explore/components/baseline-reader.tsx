import { queryView } from '@assay/views/query';
import { m } from '@assay/messages';
import type { BaselineVersion, Control } from '@assay/domain/baselines';
import { inLocale } from '@assay/domain/baselines/translations';
import { activeLocale } from '@assay/views/locale';
import { Badge, Button, Icon, NotFoundPage, Tag } from '@assay/ui';
import { useEffect, useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { useBaseline } from '../api/get-baseline.ts';
import { controlCount, domainCount, effortLabel } from '../library.ts';
import * as styles from './baseline-reader.css.ts';

function ControlItem({ control }: { control: Control }) {
  return (
    <li className={styles.control} id={control.ref}>
      <div className={styles.controlHead}>
        <span className={styles.ref}>{control.ref}</span>
        <h4 className={styles.controlTitle}>{control.title}</h4>
      </div>
      {control.description ? <p className={styles.text}>{control.description}</p> : null}
      <div className={styles.meta}>
        <span>{m.workspace_weight({ weight: control.weight })}</span>
        <span aria-hidden="true">·</span>
        <span>{effortLabel(control.effort)}</span>
        {control.references.map((reference) => (
          <Tag key={reference}>{reference}</Tag>
        ))}
      </div>
      {control.guidance ? (
        <details className={styles.guidance}>
          <summary>{m.workspace_guidance()}</summary>
          <p className={styles.text}>{control.guidance}</p>
        </details>
      ) : null}
    </li>
  );
}

/** A version already loaded, to read; `searchTo` (Explore's search of its controls) adds a link there. */
export function BaselineVersionReader({
  version: given,
  backTo,
  searchTo,
}: {
  version: BaselineVersion;
  backTo: string;
  searchTo?: string;
}) {
  // The controls' and domains' text in the page's language where the baseline has it.
  const version = useMemo(() => inLocale(given, activeLocale()), [given]);
  const { hash } = useLocation();
  const { baseline } = version;
  const domains = [...version.domains].sort((a, b) => a.order - b.order);
  useEffect(() => {
    // A link from a search result names the control in the hash: bring it into view.
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash]);
  return (
    <article className={styles.reader} aria-labelledby="baseline-title">
      <Link to={backTo} className={styles.back}>
        <Icon name="chevron-left" size="xs" /> {m.common_all_baselines()}
      </Link>
      <header className={styles.header}>
        <div className={styles.badges}>
          <Badge tone={baseline.owner.kind === 'global' ? 'accent' : 'neutral'}>
            {baseline.owner.kind === 'global' ? m.explore_global() : m.explore_private()}
          </Badge>
          <Badge>{m.explore_version({ version: baseline.version })}</Badge>
        </div>
        <h2 id="baseline-title" className={styles.title}>
          {baseline.name}
        </h2>
        {baseline.description ? <p className={styles.description}>{baseline.description}</p> : null}
        <div className={styles.headerFoot}>
          <span className={styles.counts}>
            {domainCount(domains.length)} · {controlCount(version.controls.length)}
          </span>
          {searchTo ? (
            <Button asChild variant="outline" size="sm" icon="search">
              <Link to={searchTo}>{m.explore_search_these()}</Link>
            </Button>
          ) : null}
        </div>
      </header>
      <div className={styles.layout}>
        <nav aria-label={m.workspace_domains()} className={styles.domainNav}>
          <ol className={styles.domainList}>
            {domains.map((domain) => (
              <li key={domain.id}>
                <a href={`#domain-${domain.id}`} className={styles.domainLink}>
                  <span>{domain.name}</span>
                  <span className={styles.domainCount}>
                    {version.controls.filter((c) => c.domainId === domain.id).length}
                  </span>
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.domains}>
          {domains.map((domain) => (
            <section
              key={domain.id}
              id={`domain-${domain.id}`}
              aria-labelledby={`domain-${domain.id}-title`}
              className={styles.domain}
            >
              <h3 id={`domain-${domain.id}-title`} className={styles.domainTitle}>
                {domain.name}
              </h3>
              <ol className={styles.controls}>
                {version.controls
                  .filter((control) => control.domainId === domain.id)
                  .map((control) => (
                    <ControlItem key={control.id} control={control} />
                  ))}
              </ol>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}

/** One baseline of the library to read: its domains and their controls. */
export function BaselineReader({
  baselineId,
  backTo,
  searchTo,
}: {
  baselineId: string;
  backTo: string;
  searchTo: string;
}) {
  const query = useBaseline(baselineId);
  const view = queryView(query, {
    loading: m.explore_loading_baseline(),
    lines: 6,
    failed: m.explore_baseline_failed(),
    missing: () => <NotFoundPage standalone={false} />,
  });
  if (view.screen) return view.screen;
  return <BaselineVersionReader version={view.data} backTo={backTo} searchTo={searchTo} />;
}
