// The zod form of a language, for contracts and stored entities (kept apart from index.ts, which
// the browser's first chunk imports and must stay schema-free).
import { z } from 'zod';
import { locales } from './index.ts';

/** One of the five languages by its code; the error names them. */
export const localeSchema = z.enum(locales, { error: `Pick one of ${locales.join(', ')}` });
