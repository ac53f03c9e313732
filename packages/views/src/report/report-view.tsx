import type { Answer } from '@assay/domain/assessments';
import type { AssessmentSummary } from '@assay/domain/scoring';
import type { CSSProperties, ReactNode } from 'react';
import { formatDate, formatPercent, formatScore } from '../scores/format.ts';
import { domainResults } from '../scores/domain-results.ts';
import { gapsByPriority, stateLabel, type ResultControl, type ResultDomain } from '../results/model.ts';
import { scoringStateOf } from '@assay/domain/scoring';
import * as styles from './report.css.ts';
import './page.css';

export interface ReportBrand {
  /** The organisation that hands the report to its client. */
  name: string;
  logoUrl?: string;
  /** `#rrggbb`; anything else falls back to the theme's accent. */
  accentColor?: string;
}

export interface ReportViewProps {
  brand: ReportBrand;
  tenantName: string;
  assessment: {
    name: string;
    baselineName: string;
    baselineVersion: number;
    status: string;
    completedAt?: string;
    updatedAt: string;
  };
  summary: AssessmentSummary;
  domains: readonly ResultDomain[];
  controls: readonly (ResultControl & { description?: string })[];
  answers: ReadonlyMap<string, Answer>;
  /** Gaps in the summary section; default 10. */
  topGaps?: number;
  /** Above the report on screen only (back link, "Save as PDF"). */
  toolbar?: ReactNode;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * The client-ready report: cover with the organisation's name, logo and colour, executive
 * summary, score by domain, top gaps with guidance, exceptions with expiry and an appendix of
 * every answer. Laid out for the screen and for print ("Save as PDF"): sections never split a
 * row, the appendix starts a page.
 */
export function ReportView({
  brand,
  tenantName,
  assessment,
  summary,
  domains,
  controls,
  answers,
  topGaps = 10,
  toolbar,
}: ReportViewProps) {
  const byDomain = domainResults(summary, domains);
  const scored = byDomain.filter((d) => d.score !== null).sort((a, b) => (b.score ?? 0) - (a.score ?? 0));
  const strongest = scored[0];
  const weakest = scored.at(-1);
  const gaps = gapsByPriority(controls, answers);
  const exceptions = controls.flatMap((c) => {
    const exception = answers.get(c.ref)?.exception;
    return exception ? [{ control: c, exception }] : [];
  });
  const domainName = new Map(domains.map((d) => [d.id, d.name]));
  const date = assessment.completedAt ?? assessment.updatedAt;
  const style =
    brand.accentColor && HEX.test(brand.accentColor)
      ? ({ [styles.ACCENT_PROPERTY]: brand.accentColor } as CSSProperties)
      : undefined;

  return (
    <article className={styles.report} style={style} data-report aria-labelledby="report-title">
      {toolbar}
      <header className={styles.cover}>
        <div className={styles.brand}>
          {brand.logoUrl ? <img src={brand.logoUrl} alt="" className={styles.logo} /> : null}
          <span>{brand.name}</span>
        </div>
        <h1 id="report-title" className={styles.title}>
          {tenantName}: {assessment.name}
        </h1>
        <p className={styles.subtitle}>
          {assessment.baselineName} · version {assessment.baselineVersion} · {assessment.status}{' '}
          {formatDate(date)}
        </p>
      </header>

      <section className={styles.section} aria-labelledby="report-summary">
        <h2 id="report-summary" className={styles.sectionTitle}>
          Executive summary
        </h2>
        <div className={styles.figures}>
          <Figure label="Overall score" value={`${formatScore(summary.score)}`} hint="out of 100" />
          <Figure
            label="Coverage"
            value={formatPercent(summary.coverage)}
            hint={`${summary.answered} of ${summary.applicable} controls answered`}
          />
          <Figure
            label="Gaps"
            value={String(gaps.length)}
            hint={`${summary.notMet} not met, ${summary.partial} partial`}
          />
          <Figure label="Exceptions" value={String(summary.exceptions)} hint="accepted, with an expiry" />
        </div>
        <p>
          {tenantName} scores <strong>{formatScore(summary.score)}</strong> out of 100 against{' '}
          {assessment.baselineName} (version {assessment.baselineVersion}), with{' '}
          {formatPercent(summary.coverage)} of applicable controls answered.
          {strongest && weakest && strongest !== weakest
            ? ` The strongest domain is ${strongest.name} (${formatScore(strongest.score)}); the weakest is ${weakest.name} (${formatScore(weakest.score)}).`
            : ''}
          {gaps[0]
            ? ` The highest-priority gap is ${gaps[0].ref} ${gaps[0].title}.`
            : ' No control that counts is left unmet.'}
        </p>
        <p className={styles.muted}>
          Score = Σ(weight × credit) ÷ Σ(weight) × 100 over the controls that count; credit is 1 for met, ½
          for partial, 0 for not met or unanswered. Not applicable controls ({summary.notApplicable}) and
          accepted exceptions ({summary.exceptions}) are left out.
        </p>
      </section>

      <section className={styles.section} aria-labelledby="report-domains">
        <h2 id="report-domains" className={styles.sectionTitle}>
          Score by domain
        </h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Domain</th>
              {/* One "Score" over the bar and the figure (two headers printed it twice). */}
              <th scope="col" colSpan={2} className={styles.num}>
                Score
              </th>
              <th scope="col" className={styles.num}>
                Coverage
              </th>
            </tr>
          </thead>
          <tbody>
            {byDomain.map((d) => (
              <tr key={d.id}>
                <th scope="row">{d.name}</th>
                <td aria-hidden="true" style={{ width: '40%' }}>
                  <div className={styles.barTrack}>
                    <div className={styles.bar} style={{ width: `${d.score ?? 0}%` }} />
                  </div>
                </td>
                <td className={styles.num}>{formatScore(d.score)}</td>
                <td className={styles.num}>{formatPercent(d.coverage)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className={styles.section} aria-labelledby="report-gaps">
        <h2 id="report-gaps" className={styles.sectionTitle}>
          Top gaps
        </h2>
        {gaps.length === 0 ? <p>None: every control that counts is met.</p> : null}
        {gaps.slice(0, topGaps).map((g, i) => (
          <div key={g.ref} className={styles.gap}>
            <strong>
              {i + 1}. <span className={styles.ref}>{g.ref}</span> {g.title}
            </strong>
            <span className={styles.muted}>
              {domainName.get(g.domainId)} · {stateLabel(g.state)} · weight {g.weight} · effort {g.effort}
            </span>
            {g.guidance ? <p className={styles.guidance}>{g.guidance}</p> : null}
          </div>
        ))}
        {gaps.length > topGaps ? (
          <p className={styles.muted}>{gaps.length - topGaps} more gaps are listed in the appendix.</p>
        ) : null}
      </section>

      <section className={styles.section} aria-labelledby="report-exceptions">
        <h2 id="report-exceptions" className={styles.sectionTitle}>
          Exceptions
        </h2>
        {exceptions.length === 0 ? (
          <p>No exceptions were accepted.</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Control</th>
                <th scope="col">Reason</th>
                <th scope="col" className={styles.num}>
                  Expires
                </th>
              </tr>
            </thead>
            <tbody>
              {exceptions.map(({ control, exception }) => (
                <tr key={control.ref}>
                  <td>
                    <span className={styles.ref}>{control.ref}</span> {control.title}
                  </td>
                  <td>{exception.reason}</td>
                  <td className={styles.num}>
                    {formatDate(exception.expiresAt)}
                    {exception.expired ? ' (expired: counts as not met)' : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className={styles.appendix} aria-labelledby="report-appendix">
        <h2 id="report-appendix" className={styles.sectionTitle}>
          Appendix: every answer
        </h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Control</th>
              <th scope="col">Answer</th>
              <th scope="col" className={styles.num}>
                Maturity
              </th>
              <th scope="col">Comment and evidence</th>
            </tr>
          </thead>
          <tbody>
            {controls.map((c) => {
              const a = answers.get(c.ref);
              return (
                <tr key={c.ref}>
                  <td>
                    <span className={styles.ref}>{c.ref}</span> {c.title}
                    <div className={styles.muted}>{domainName.get(c.domainId)}</div>
                  </td>
                  <td>{stateLabel(scoringStateOf(a))}</td>
                  <td className={styles.num}>{a?.maturity ?? '—'}</td>
                  <td className={styles.wrapAnywhere}>
                    {a?.comment || (a?.evidence.length ? null : '—')}
                    {a?.evidence.map((url) => (
                      <div key={url}>
                        <a href={url}>{url}</a>
                      </div>
                    ))}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </article>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <div className={styles.figure}>
      <div className={styles.figureLabel}>{label}</div>
      <div className={styles.figureValue}>{value}</div>
      <div className={styles.muted}>{hint}</div>
    </div>
  );
}
