import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { awaitsErrorWording, issueMessage, loadErrorWording, wordRule } from './errors.ts';

/** A form-field rule from a contract's field schema: the same rule client-side and server-side. */
export function schemaRule(schema: z.ZodType): (value: unknown) => true | string {
  return (value) => {
    const result = schema.safeParse(value);
    if (result.success) return true;
    const issue = result.error.issues[0];
    return issue ? issueMessage(issue) : wordRule({ rule: 'invalid' }, 'Invalid value');
  };
}

/**
 * For a form that checks its fields in the browser: on a page in another language, loads the
 * wording of rules when the form mounts (it stays off the first route) and renders again once it
 * is there, so a message already shown changes to the page's language. Returns whether the words
 * are ready (a memo of worded checks lists it among its dependencies).
 */
export function useFieldWording(): boolean {
  const [ready, setReady] = useState(() => !awaitsErrorWording());
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadErrorWording().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
