// An assessment's statuses and the limits of an answer, without zod:
// a respondent's page shows them, and importing ./index.ts there would pull zod (about 25 KB
// gzip) onto it. The schemas in ./answer.ts and ./assessment.ts build on these.

export const MATURITY_MIN = 0;
export const MATURITY_MAX = 5;
export const COMMENT_MAX = 5000;
export const EVIDENCE_MAX = 10;
export const EVIDENCE_URL_MAX = 2048;
export const EXCEPTION_REASON_MAX = 1000;
/** The furthest an exception may run: it is a dated acceptance of risk, not a permanent waiver. */
export const EXCEPTION_MAX_DAYS = 366 * 3;

/** An http(s) address with a host, no credentials and no spaces or control characters. */
export function evidenceUrlProblem(value: string): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\s\u0000-\u001f\u007f-\u009f]/u.test(value)) return 'Remove spaces and control characters';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Enter a full web address, like https://example.com/evidence';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'Use an http or https address';
  if (!url.hostname) return 'Enter a full web address, like https://example.com/evidence';
  if (url.username || url.password) return 'Remove the user name or password from the address';
  return null;
}

/** draft → in_progress → submitted (ready for review) → completed; reopen: completed → in_progress; archive from any. */
export const assessmentStatuses = ['draft', 'in_progress', 'submitted', 'completed', 'archived'] as const;
export type AssessmentStatus = (typeof assessmentStatuses)[number];

/** The statuses in which answers can change (review may still correct a submitted one). */
export const answerableStatuses: readonly AssessmentStatus[] = ['draft', 'in_progress', 'submitted'];
