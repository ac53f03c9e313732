import type { z } from 'zod';

/** A form-field rule from a contract's field schema: the same rule client-side and server-side. */
export function schemaRule(schema: z.ZodType): (value: unknown) => true | string {
  return (value) => {
    const result = schema.safeParse(value);
    return result.success ? true : (result.error.issues[0]?.message ?? 'Invalid value');
  };
}
