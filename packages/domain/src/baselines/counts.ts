import { z } from 'zod';

/** A count in an output (items, issues, usage). */
export const countOf = z.number().int().min(0);
