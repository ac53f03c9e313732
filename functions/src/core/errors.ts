// The only place that turns errors into HttpsError (what the client sees).
import { HttpsError } from 'firebase-functions/v2/https';
import { DomainError } from '@assay/domain/errors';

export interface ErrorLogger {
  error(message: string, context: Record<string, unknown>): void;
}

/**
 * DomainError → HttpsError with its code, message and details. HttpsError thrown by the
 * framework passes through. Anything else is logged server-side and becomes `internal` with a
 * generic message: never a stack or an internal message to the client.
 */
export function toHttpsError(
  error: unknown,
  logger: ErrorLogger,
  context: Record<string, unknown>,
): HttpsError {
  if (error instanceof DomainError) return new HttpsError(error.code, error.message, error.details);
  if (error instanceof HttpsError) return error;
  logger.error('Unexpected error in callable', {
    ...context,
    error:
      error instanceof Error
        ? { name: error.name, message: error.message, stack: error.stack }
        : String(error),
  });
  return new HttpsError('internal', 'Something went wrong on our side. Please try again.');
}

/** What the REST API answers for an error the pipeline threw: the HTTP status of its code and a JSON body. */
export interface HttpErrorAnswer {
  status: number;
  body: { code: string; message: string; fields?: unknown; details?: unknown };
}

export function httpAnswerOf(
  error: unknown,
  logger: ErrorLogger,
  context: Record<string, unknown>,
): HttpErrorAnswer {
  const https = toHttpsError(error, logger, context);
  const details = https.details as { fields?: unknown } | undefined;
  const { fields, ...rest } = details ?? {};
  return {
    status: https.httpErrorCode.status,
    body: {
      code: https.code,
      message: https.message,
      ...(fields ? { fields } : {}),
      ...(Object.keys(rest).length > 0 ? { details: rest } : {}),
    },
  };
}
