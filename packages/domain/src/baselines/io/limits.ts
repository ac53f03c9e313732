// Bounds of an imported file, checked before parsing so that a hostile file costs little.
/** Bytes of UTF-8 text an import accepts: well below the request limit of v2 functions (32 MB), even for a text of 3-byte characters at the contract's character cap. */
export const IMPORT_BYTES_MAX = 5_000_000;
/** yaml's alias expansions per document (its default is 100): enough for anchors people write, not for a bomb. */
export const YAML_ALIASES_MAX = 100;
/** Issues a report lists; the rest are counted. */
export const REPORT_ISSUES_MAX = 200;

function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

// eslint-disable-next-line no-control-regex -- finding binary content is the point
const BINARY = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/u;

/** Why the text cannot be a baseline file at all (too big, not UTF-8, binary), or null. */
export function fileProblem(text: string): string | null {
  const bytes = utf8Bytes(text);
  if (bytes > IMPORT_BYTES_MAX)
    return `The file is ${megabytes(bytes)}; files up to ${megabytes(IMPORT_BYTES_MAX)} can be imported`;
  if (text.includes('\uFFFD'))
    return 'The file is not UTF-8 text (it holds characters that could not be decoded); save it as UTF-8 and try again';
  if (BINARY.test(text)) return 'The file holds binary data, not text';
  return null;
}
