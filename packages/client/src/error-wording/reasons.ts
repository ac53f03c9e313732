import type { ErrorDetails, RefusalReason } from '@assay/domain/errors';

/**
 * Refusal reasons in the page's language, from `details` (`params`, `limit`). A reason left out
 * is shown in the server's English.
 */
export const reasonWords: Partial<Record<RefusalReason, (details: ErrorDetails) => string>> = {};
