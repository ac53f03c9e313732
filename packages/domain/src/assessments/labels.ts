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

/** Why an evidence address is refused: a code the screens word in their language. */
export type EvidenceUrlProblem = 'spaces' | 'not-address' | 'scheme' | 'credentials';

/** The server's English for each problem (its refusal names the field and this rule). */
export const evidenceUrlProblemText: Record<EvidenceUrlProblem, string> = {
  spaces: 'Remove spaces and control characters',
  'not-address': 'Enter a full web address, like https://example.com/evidence',
  scheme: 'Use an http or https address',
  credentials: 'Remove the user name or password from the address',
};

/** An http(s) address with a host, no credentials and no spaces or control characters. */
export function evidenceUrlProblem(value: string): EvidenceUrlProblem | null {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\s\u0000-\u001f\u007f-\u009f]/u.test(value)) return 'spaces';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'not-address';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'scheme';
  if (!url.hostname) return 'not-address';
  if (url.username || url.password) return 'credentials';
  return null;
}

/** draft → in_progress → submitted (ready for review) → completed; reopen: completed → in_progress; archive from any. */
export const assessmentStatuses = ['draft', 'in_progress', 'submitted', 'completed', 'archived'] as const;
export type AssessmentStatus = (typeof assessmentStatuses)[number];

/** The statuses in which answers can change (review may still correct a submitted one). */
export const answerableStatuses: readonly AssessmentStatus[] = ['draft', 'in_progress', 'submitted'];
