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

/** How a form words a broken rule in the page's language (see issueMessage and wordRule). */
export interface FieldWording {
  issue: typeof issueMessage;
  rule: typeof wordRule;
}

// Two objects with the same functions: a memo of worded checks that depends on the hook's answer
// runs again when the words arrive.
const awaitingWords: FieldWording = { issue: issueMessage, rule: wordRule };
const withWords: FieldWording = { ...awaitingWords };

/**
 * For a form that checks its fields in the browser: on a page in another language, loads the
 * wording of rules when the form mounts (it stays off the first route) and renders again once it
 * is there, so a message already shown changes to the page's language. Returns the wording, a new
 * object once the words are ready.
 */
export function useFieldWording(): FieldWording {
  const [ready, setReady] = useState(() => !awaitsErrorWording());
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadErrorWording().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready ? withWords : awaitingWords;
}
