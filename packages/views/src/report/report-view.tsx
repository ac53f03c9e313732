import type { Answer } from '@assay/domain/assessments';
import { inLocale as contentIn } from '@assay/domain/baselines/translations';
import type { ControlTranslations, DomainTranslations } from '@assay/domain/baselines/translations';
import type { AppLocale } from '@assay/domain/locales';
import type { AssessmentSummary } from '@assay/domain/scoring';
import { m } from '@assay/messages';
import type { CSSProperties, ReactNode } from 'react';
import { activeLocale } from '../locale/active-locale.ts';
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
    /** Set once completed; else the report shows the answers as of `updatedAt`. */
    completedAt?: string;
    updatedAt: string;
  };
  /** The language the report is written in (its texts, dates and numbers); the page's by default. */
  locale?: AppLocale;
  summary: AssessmentSummary;
  /** Shown in the report's language where they carry a translation, else in the baseline's own. */
  domains: readonly (ResultDomain & { translations?: DomainTranslations })[];
  controls: readonly (ResultControl & { description?: string; translations?: ControlTranslations })[];
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
  domains: pinnedDomains,
  controls: pinnedControls,
  answers,
  topGaps = 10,
  toolbar,
  locale,
}: ReportViewProps) {
  const inLocale = locale ? { locale } : undefined;
  // The baseline's text in the report's language where the baseline has it.
  const { domains, controls } = contentIn(
    { domains: pinnedDomains, controls: pinnedControls },
    locale ?? activeLocale(),
  );
  const score = (value: number | null | undefined) => formatScore(value, locale);
  const percent = (value: number | null | undefined) => formatPercent(value, locale);
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
  const date = formatDate(assessment.completedAt ?? assessment.updatedAt, 'short', locale);
  const baseline = { baseline: assessment.baselineName, version: assessment.baselineVersion, date };
  const style =
    brand.accentColor && HEX.test(brand.accentColor)
      ? ({ [styles.ACCENT_PROPERTY]: brand.accentColor } as CSSProperties)
      : undefined;

  return (
    <article className={styles.report} style={style} lang={locale} data-report aria-labelledby="report-title">
      {toolbar}
      <header className={styles.cover}>
        <div className={styles.brand}>
          {brand.logoUrl ? <img src={brand.logoUrl} alt="" className={styles.logo} /> : null}
          <span>{brand.name}</span>
        </div>
        <h1 id="report-title" className={styles.title}>
          {m.report_title({ tenant: tenantName, assessment: assessment.name }, inLocale)}
        </h1>
        <p className={styles.subtitle}>
          {assessment.completedAt
            ? m.report_subtitle_completed(baseline, inLocale)
            : m.report_subtitle_as_of(baseline, inLocale)}
        </p>
      </header>

      <section className={styles.section} aria-labelledby="report-summary">
        <h2 id="report-summary" className={styles.sectionTitle}>
          {m.report_summary_title({}, inLocale)}
        </h2>
        <div className={styles.figures}>
          <Figure
            label={m.report_overall_score({}, inLocale)}
            value={score(summary.score)}
            hint={m.report_out_of_100({}, inLocale)}
          />
          <Figure
            label={m.common_coverage({}, inLocale)}
            value={percent(summary.coverage)}
            hint={m.report_answered_of(
              { answered: summary.answered, applicable: summary.applicable },
              inLocale,
            )}
          />
          <Figure
            label={m.common_gaps({}, inLocale)}
            value={String(gaps.length)}
            hint={m.report_gaps_hint({ notMet: summary.notMet, partial: summary.partial }, inLocale)}
          />
          <Figure
            label={m.report_exceptions({}, inLocale)}
            value={String(summary.exceptions)}
            hint={m.report_exceptions_hint({}, inLocale)}
          />
        </div>
        <p>
          {[
            m.report_summary_scores(
              {
                tenant: tenantName,
                score: score(summary.score),
                baseline: assessment.baselineName,
                version: assessment.baselineVersion,
                coverage: percent(summary.coverage),
              },
              inLocale,
            ),
            strongest && weakest && strongest !== weakest
              ? m.report_summary_domains(
                  {
                    strongest: strongest.name,
                    strongestScore: score(strongest.score),
                    weakest: weakest.name,
                    weakestScore: score(weakest.score),
                  },
                  inLocale,
                )
              : null,
            gaps[0]
              ? m.report_summary_top_gap({ ref: gaps[0].ref, title: gaps[0].title }, inLocale)
              : m.report_summary_no_gap({}, inLocale),
          ]
            .filter(Boolean)
            .join(' ')}
        </p>
        <p className={styles.muted}>
          {m.report_method(
            { notApplicable: summary.notApplicable, exceptions: summary.exceptions },
            inLocale,
          )}
        </p>
      </section>

      <section className={styles.section} aria-labelledby="report-domains">
        <h2 id="report-domains" className={styles.sectionTitle}>
          {m.common_score_by_domain({}, inLocale)}
        </h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{m.common_domain({}, inLocale)}</th>
              {/* One "Score" over the bar and the figure (two headers printed it twice). */}
              <th scope="col" colSpan={2} className={styles.num}>
                {m.common_score({}, inLocale)}
              </th>
              <th scope="col" className={styles.num}>
                {m.common_coverage({}, inLocale)}
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
                <td className={styles.num}>{score(d.score)}</td>
                <td className={styles.num}>{percent(d.coverage)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className={styles.section} aria-labelledby="report-gaps">
        <h2 id="report-gaps" className={styles.sectionTitle}>
          {m.report_top_gaps({}, inLocale)}
        </h2>
        {gaps.length === 0 ? <p>{m.report_no_gaps({}, inLocale)}</p> : null}
        {gaps.slice(0, topGaps).map((g, i) => (
          <div key={g.ref} className={styles.gap}>
            <strong>
              {i + 1}. <span className={styles.ref}>{g.ref}</span> {g.title}
            </strong>
            <span className={styles.muted}>
              {m.report_gap_meta(
                {
                  domain: domainName.get(g.domainId) ?? '',
                  state: stateLabel(g.state, locale),
                  weight: g.weight,
                  effort: g.effort,
                },
                inLocale,
              )}
            </span>
            {g.guidance ? <p className={styles.guidance}>{g.guidance}</p> : null}
          </div>
        ))}
        {gaps.length > topGaps ? (
          <p className={styles.muted}>{m.report_more_gaps({ count: gaps.length - topGaps }, inLocale)}</p>
        ) : null}
      </section>

      <section className={styles.section} aria-labelledby="report-exceptions">
        <h2 id="report-exceptions" className={styles.sectionTitle}>
          {m.report_exceptions({}, inLocale)}
        </h2>
        {exceptions.length === 0 ? (
          <p>{m.report_no_exceptions({}, inLocale)}</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{m.common_control({}, inLocale)}</th>
                <th scope="col">{m.report_reason({}, inLocale)}</th>
                <th scope="col" className={styles.num}>
                  {m.report_expires({}, inLocale)}
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
                    {formatDate(exception.expiresAt, 'short', locale)}
                    {exception.expired ? ` ${m.report_expired({}, inLocale)}` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className={styles.appendix} aria-labelledby="report-appendix">
        <h2 id="report-appendix" className={styles.sectionTitle}>
          {m.report_appendix({}, inLocale)}
        </h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{m.common_control({}, inLocale)}</th>
              <th scope="col">{m.common_answer({}, inLocale)}</th>
              <th scope="col" className={styles.num}>
                {m.report_maturity({}, inLocale)}
              </th>
              <th scope="col">{m.report_comment_evidence({}, inLocale)}</th>
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
                  <td>{stateLabel(scoringStateOf(a), locale)}</td>
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
