import { invalidArgument } from './errors.ts';

// Resource names look like `projects/{p}/databases/{d}/documents/{collection}/{doc}/...`.
// Inside the server a document or collection is addressed by its path relative to
// `.../documents` ("users/u1"), and the database by `projects/{p}/databases/{d}`.

const DATABASE_PATTERN = /^projects\/([^/]+)\/databases\/([^/]+)$/;

export function parseDatabaseName(name: string | undefined): string {
  if (!name || !DATABASE_PATTERN.test(name)) throw invalidArgument(`Invalid database name: ${String(name)}`);
  return name;
}

interface ParsedName {
  database: string;
  path: string;
}

function splitResourceName(name: string | undefined): ParsedName {
  const match = /^(projects\/[^/]+\/databases\/[^/]+)\/documents(?:\/(.*))?$/.exec(name ?? '');
  if (!match?.[1]) throw invalidArgument(`Invalid resource name: ${String(name)}`);
  const path = match[2] ?? '';
  if (path !== '' && path.split('/').some((segment) => segment === '')) {
    throw invalidArgument(`Invalid resource name: ${String(name)}`);
  }
  return { database: match[1], path };
}

/** A document name: the path must have an even, non-zero number of segments. */
export function parseDocumentName(name: string | undefined): ParsedName {
  const parsed = splitResourceName(name);
  const count = parsed.path === '' ? 0 : parsed.path.split('/').length;
  if (count === 0 || count % 2 !== 0) throw invalidArgument(`Invalid document name: ${String(name)}`);
  return parsed;
}

/** A query or listing parent: the database root ("") or a document path. */
export function parseParentName(name: string | undefined): ParsedName {
  const parsed = splitResourceName(name);
  const count = parsed.path === '' ? 0 : parsed.path.split('/').length;
  if (count % 2 !== 0) throw invalidArgument(`Invalid parent name: ${String(name)}`);
  return parsed;
}

export function documentResourceName(database: string, path: string): string {
  return `${database}/documents/${path}`;
}

export function joinPath(parent: string, child: string): string {
  return parent === '' ? child : `${parent}/${child}`;
}

/** "a/b/c/d" → { parent: "a/b/c", id: "d" }. */
export function splitLast(path: string): { parent: string; id: string } {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? { parent: '', id: path } : { parent: path.slice(0, slash), id: path.slice(slash + 1) };
}
