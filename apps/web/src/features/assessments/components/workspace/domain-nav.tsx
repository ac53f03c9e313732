import { m } from '@assay/messages';
import type { Domain } from '@assay/domain/baselines';
import { VisuallyHidden } from '@assay/ui';
import * as styles from './workspace.css.ts';

export interface DomainProgress {
  domain: Domain;
  done: number;
  total: number;
}

/** Domains with how many of their controls have an answer; choosing one jumps to its first control. */
export function DomainNav({
  domains,
  current,
  onSelect,
}: {
  domains: readonly DomainProgress[];
  current: string | undefined;
  onSelect: (domainId: string) => void;
}) {
  return (
    <nav aria-label={m.workspace_domains()}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 }}>
        {domains.map(({ domain, done, total }) => (
          <li key={domain.id}>
            <button
              type="button"
              className={styles.domainButton}
              aria-current={domain.id === current ? 'true' : undefined}
              onClick={() => onSelect(domain.id)}
            >
              <span className={styles.domainName}>
                <span>{domain.name}</span>
                <span className={styles.domainCount} aria-hidden="true">
                  {done}/{total}
                </span>
                <VisuallyHidden>{m.workspace_domain_answered({ done, total })}</VisuallyHidden>
              </span>
              <span className={styles.miniTrack} aria-hidden="true">
                <span
                  className={styles.miniFill}
                  style={{ width: `${total === 0 ? 0 : (done / total) * 100}%`, display: 'block' }}
                />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
