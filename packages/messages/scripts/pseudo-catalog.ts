// The pseudo-locale en-XA, written from English: every letter accented and each message about
// 35% longer, inside brackets, so screenshots show untranslated text, truncation and overflow.
import { readFileSync, writeFileSync } from 'node:fs';

const accents: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ü',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};
const PADDING = ' one two three four five six seven eight nine ten eleven twelve thirteen fourteen';

/** One text in the pseudo-locale; `{placeholders}` are kept as they are. */
export function pseudoText(text: string): string {
  const accented = text
    .split(/(\{[^}]*\})/)
    .map((part) => (part.startsWith('{') ? part : part.replace(/[a-zA-Z]/g, (c) => accents[c] ?? c)))
    .join('');
  const extra = Math.max(1, Math.round(text.length * 0.35) - 2);
  return `[${accented}${PADDING.slice(0, extra)}]`;
}

type Message = string | { match: Record<string, string> }[] | Record<string, unknown>;

function pseudoMessage(message: Message): Message {
  if (typeof message === 'string') return pseudoText(message);
  if (Array.isArray(message))
    return message.map((variant) => ({
      ...variant,
      match: Object.fromEntries(Object.entries(variant.match).map(([key, text]) => [key, pseudoText(text)])),
    }));
  return message;
}

/** The pseudo-locale's catalog for English's. */
export function pseudoCatalog(english: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(english).map(([key, message]) => [
      key,
      key === '$schema' ? message : pseudoMessage(message as Message),
    ]),
  );
}

export function writePseudoCatalog(folder: string): void {
  const english = JSON.parse(readFileSync(`${folder}/en.json`, 'utf8')) as Record<string, unknown>;
  writeFileSync(`${folder}/en-XA.json`, `${JSON.stringify(pseudoCatalog(english), null, 2)}\n`);
}
