// SCIM 2.0 (RFC 7643 resources, RFC 7644 protocol) as Assay speaks it to an identity provider
// (Entra ID, Okta): the schema URNs, the error body, the `filter` subset providers send (`attr eq
// "value"`, joined by `and`) and paging. Pure: the functions' SCIM handler and the tests use it.

export const SCIM_SCHEMAS = {
  user: 'urn:ietf:params:scim:schemas:core:2.0:User',
  group: 'urn:ietf:params:scim:schemas:core:2.0:Group',
  listResponse: 'urn:ietf:params:scim:api:messages:2.0:ListResponse',
  patchOp: 'urn:ietf:params:scim:api:messages:2.0:PatchOp',
  error: 'urn:ietf:params:scim:api:messages:2.0:Error',
  serviceProviderConfig: 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig',
  resourceType: 'urn:ietf:params:scim:schemas:core:2.0:ResourceType',
  schema: 'urn:ietf:params:scim:schemas:core:2.0:Schema',
} as const;

/** The media type of every SCIM body (RFC 7644 §3.1). */
export const SCIM_MEDIA_TYPE = 'application/scim+json';

/** Most resources one list page returns (RFC 7644 §3.4.2.4: the provider may return fewer than asked). */
export const SCIM_PAGE_MAX = 100;

/** The `scimType` values of RFC 7644 §3.12 that Assay answers with. */
export type ScimType =
  | 'invalidFilter'
  | 'invalidSyntax'
  | 'invalidPath'
  | 'invalidValue'
  | 'mutability'
  | 'uniqueness'
  | 'noTarget'
  | 'tooMany';

/** A refusal in SCIM's own terms: the handler answers it with the error schema (RFC 7644 §3.12). */
export class ScimError extends Error {
  readonly status: number;
  readonly scimType: ScimType | undefined;
  constructor(status: number, detail: string, scimType?: ScimType) {
    super(detail);
    this.name = 'ScimError';
    this.status = status;
    this.scimType = scimType;
  }
}

export interface ScimErrorBody {
  schemas: [typeof SCIM_SCHEMAS.error];
  status: string;
  scimType?: ScimType;
  detail: string;
}

/** The body of an error answer: `status` is a string, as RFC 7644 §3.12 shows it. */
export function scimErrorBody(status: number, detail: string, scimType?: ScimType): ScimErrorBody {
  return {
    schemas: [SCIM_SCHEMAS.error],
    status: String(status),
    ...(scimType ? { scimType } : {}),
    detail,
  };
}

/** One comparison of a filter: attribute paths are case-insensitive (RFC 7643 §2.1), so kept lower-cased. */
export interface ScimComparison {
  attribute: string;
  value: string | boolean;
}

const COMPARISON =
  /^([A-Za-z][\w.:-]*(?:\[[^\]]*\])?(?:\.[A-Za-z]\w*)?)\s+eq\s+("(?:[^"\\]|\\.)*"|true|false)\s*/i;

/**
 * Parses the filters providers send before creating a resource and when reading one back:
 * `userName eq "a@b.com"`, `externalId eq "…"`, `displayName eq "…"`, `id eq "…"`, and several joined
 * by `and` (Entra's `id eq "…" and members[value eq "…"]`). Anything else is refused as
 * invalidFilter rather than answered with a wrong list.
 */
export function parseScimFilter(text: string): ScimComparison[] {
  const comparisons: ScimComparison[] = [];
  let rest = text.trim();
  if (rest === '') throw new ScimError(400, 'The filter is empty.', 'invalidFilter');
  for (;;) {
    const nested = /^([A-Za-z]\w*)\[\s*value\s+eq\s+("(?:[^"\\]|\\.)*")\s*\]\s*/i.exec(rest);
    const match = nested ?? COMPARISON.exec(rest);
    if (!match)
      throw new ScimError(
        400,
        `Only "attribute eq value" comparisons joined by "and" are supported; could not read "${rest}".`,
        'invalidFilter',
      );
    const attribute = nested ? `${(match[1] ?? '').toLowerCase()}.value` : (match[1] ?? '').toLowerCase();
    const raw = match[2] ?? '';
    const value = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw.toLowerCase() === 'true';
    comparisons.push({ attribute, value });
    rest = rest.slice(match[0].length);
    if (rest === '') return comparisons;
    const and = /^and\s+/i.exec(rest);
    if (!and) throw new ScimError(400, `Expected "and" before "${rest}".`, 'invalidFilter');
    rest = rest.slice(and[0].length);
  }
}

/** startIndex is 1-based and at least 1; count is 0 to SCIM_PAGE_MAX (RFC 7644 §3.4.2.4). */
export function scimPage(query: { startIndex?: string | undefined; count?: string | undefined }): {
  startIndex: number;
  count: number;
} {
  const read = (text: string | undefined, name: string, fallback: number) => {
    if (text === undefined || text === '') return fallback;
    const value = Number(text);
    if (!Number.isInteger(value)) throw new ScimError(400, `${name} must be a whole number.`, 'invalidValue');
    return value;
  };
  const startIndex = Math.max(1, read(query.startIndex, 'startIndex', 1));
  const count = Math.min(SCIM_PAGE_MAX, Math.max(0, read(query.count, 'count', SCIM_PAGE_MAX)));
  return { startIndex, count };
}

export interface ScimListResponse<T> {
  schemas: [typeof SCIM_SCHEMAS.listResponse];
  totalResults: number;
  startIndex: number;
  itemsPerPage: number;
  Resources: T[];
}

/** One page of `all` as a ListResponse. */
export function scimList<T>(
  all: readonly T[],
  page: { startIndex: number; count: number },
): ScimListResponse<T> {
  const resources = all.slice(page.startIndex - 1, page.startIndex - 1 + page.count);
  return {
    schemas: [SCIM_SCHEMAS.listResponse],
    totalResults: all.length,
    startIndex: page.startIndex,
    itemsPerPage: resources.length,
    Resources: resources,
  };
}
