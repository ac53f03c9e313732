import type { AppError } from '@assay/client';
import type { Answer } from '@assay/domain/assessments';
import type { Conflict } from './autosave-queue.ts';

/**
 * The newer answer a save was refused for (`aborted`), from the error's details: checked with
 * the answer's schema, since nothing typed guards them. The schema (and zod) loads on the first
 * conflict, so a respondent's page starts without it.
 */
export async function answerConflictOf(error: AppError): Promise<Conflict<Answer> | null> {
  if (error.code !== 'aborted') return null;
  const { answerSchema } = await import('@assay/domain/assessments');
  const parsed = answerSchema.safeParse(
    (error.details?.conflict as { current?: unknown } | undefined)?.current,
  );
  return parsed.success ? { theirs: parsed.data, revision: parsed.data.revision } : null;
}
