// Human text (names, titles, descriptions, tags, comments): one set of rules for every entity.
// Text is shown to other people, sorted, searched and compared for uniqueness, so it must not
// carry characters that hide or reorder what a reader sees.
import { z } from 'zod';

/** C0 controls except tab/newline/carriage return (allowed in multi-line text), DEL and C1 controls. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F]/u;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
/** Bidi embeddings, overrides and isolates (LRE … RLO, LRI … PDI): they reorder what is displayed. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
/** Unpaired UTF-16 halves: not text, and they break storage and JSON round trips. */
const LONE_SURROGATE = /\p{Surrogate}/u;
/**
 * Characters that render as nothing: Unicode's default-ignorable code points (zero-width
 * space/joiners, soft hyphen, variation selectors, Hangul fillers, …), white space, and blank
 * look-alikes that Unicode does not class as ignorable (Braille blank, Hangul filler letters).
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{White_Space}\u2800\u115F\u1160\u3164\uFFA0]/gu;
const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

export interface TextRules {
  /** Newlines and tabs allowed (descriptions, comments). */
  multiline?: boolean;
}

/** Why `text` is not acceptable human text, or null. */
export function textProblem(text: string, rules: TextRules = {}): string | null {
  if (LONE_SURROGATE.test(text)) return 'Contains an invalid character';
  if ((rules.multiline ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(text))
    return 'Remove control characters';
  if (BIDI_CONTROL.test(text)) return 'Remove text-direction control characters';
  return null;
}

/** Whether `text` shows at least one visible character. */
export function hasVisibleText(text: string): boolean {
  return text.replace(INVISIBLE, '') !== '';
}

/**
 * The key two texts are compared by for uniqueness: NFKC, default-ignorable characters
 * dropped, lower-cased, white space collapsed and trimmed. "Acme\u200B Ltd" and "ACME  ltd" collide.
 */
export function uniquenessKey(text: string): string {
  return text.normalize('NFKC').replace(DEFAULT_IGNORABLE, '').toLowerCase().replace(/\s+/gu, ' ').trim();
}

export interface HumanTextOptions extends TextRules {
  max: number;
  /** At least this many characters after trimming (default 0); with 1 or more, also one visible character. */
  min?: number;
  /** Message when the text is empty (min ≥ 1). */
  required?: string;
  /** Trim surrounding white space first (default true; entity schemas check stored text as is). */
  trim?: boolean;
}

/** Metadata on every human-text schema, so tests can find these fields (`z.toJSONSchema` keeps it). */
export const HUMAN_TEXT_META = { humanText: true } as const;

/** A zod string schema for human text: trimmed, bounded, free of control, bidi and invisible-only text. */
export function humanText(options: HumanTextOptions) {
  const min = options.min ?? 0;
  const base = options.trim === false ? z.string() : z.string().trim();
  return base
    .min(min, options.required ?? (min === 1 ? 'Required' : `At least ${min} characters`))
    .max(options.max, `At most ${options.max} characters`)
    .superRefine((value, ctx) => {
      const problem = textProblem(value, options);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
      else if (min >= 1 && value.length >= min && !hasVisibleText(value))
        ctx.addIssue({
          code: 'custom',
          message: 'Use visible characters',
          params: { rule: 'visible-characters' },
        });
    })
    .meta(HUMAN_TEXT_META);
}
