const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern for words starting with any of `terms` (the matched words MiniSearch reports). */
export function termPattern(terms: readonly string[]): RegExp | null {
  const usable = terms.filter((term) => term.length > 0).sort((a, b) => b.length - a.length);
  if (usable.length === 0) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${usable.map(escape).join('|')})`, 'giu');
}

/** `text` cut into plain and matched parts, in order. */
export function splitMatches(text: string, pattern: RegExp | null): { text: string; match: boolean }[] {
  if (!pattern) return [{ text, match: false }];
  const parts: { text: string; match: boolean }[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}

/** About `length` characters of `text` around its first match (the start when none), with ellipses. */
export function snippet(text: string, pattern: RegExp | null, length = 180): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const at = pattern ? flat.search(pattern) : -1;
  const start = at <= 40 ? 0 : Math.min(at - 40, flat.length - length);
  const cut = flat.slice(start, start + length);
  return `${start > 0 ? '…' : ''}${cut}${start + length < flat.length ? '…' : ''}`;
}
