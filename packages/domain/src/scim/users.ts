// A SCIM User as Assay keeps it: one provisioned member of the organisation, its id the member's
// uid. What a provider sends (POST, PUT, PATCH, in Entra's and Okta's shapes) is read into a
// ScimUserState; attributes Assay has no use for (phone numbers, addresses, the enterprise
// extension) are ignored rather than refused, as providers send them by default.
import { EMAIL_MAX, DISPLAY_NAME_MAX } from '../account/limits.ts';
import { roleLabels } from '../roles/index.ts';
import { ScimError, SCIM_SCHEMAS } from './protocol.ts';
import { roleOfGroups } from './groups.ts';
import type { ScimGroupId } from './groups.ts';

export const SCIM_EXTERNAL_ID_MAX = 256;

/** What a SCIM user says about the person; `userName` (their email address, lower-cased) names their account. */
export interface ScimUserState {
  userName: string;
  externalId?: string;
  displayName?: string;
  givenName?: string;
  familyName?: string;
  active: boolean;
}

/** A provisioned user as stored: its state, the groups (roles) the provider put it in, and when. */
export interface ScimUserRecord extends ScimUserState {
  /** The member's Firebase uid: the resource's id. */
  id: string;
  groups: ScimGroupId[];
  createdAt: string;
  updatedAt: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Attribute names are case-insensitive (RFC 7643 §2.1): the value of `name` in `object`, whatever its case. */
function field(object: Json, name: string): unknown {
  const key = Object.keys(object).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : object[key];
}

function text(value: unknown, name: string, max: number): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new ScimError(400, `${name} must be a string.`, 'invalidValue');
  const trimmed = value.trim();
  if (trimmed.length > max)
    throw new ScimError(400, `${name} is longer than ${max} characters.`, 'invalidValue');
  return trimmed === '' ? undefined : trimmed;
}

/** Entra sends booleans as "True"/"False" in PATCH values; Okta as JSON booleans. */
function bool(value: unknown, name: string): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  throw new ScimError(400, `${name} must be true or false.`, 'invalidValue');
}

function email(value: string | undefined, name: string): string {
  const address = value?.toLowerCase();
  if (!address || address.length > EMAIL_MAX || !EMAIL.test(address))
    throw new ScimError(400, `${name} must be an email address like name@example.com.`, 'invalidValue');
  return address;
}

/** The work (or primary, or first) address of an `emails` list. */
function primaryEmail(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) throw new ScimError(400, 'emails must be a list.', 'invalidValue');
  const entries = value.filter(isObject);
  const chosen =
    entries.find((entry) => field(entry, 'primary') === true || field(entry, 'primary') === 'True') ??
    entries.find((entry) => field(entry, 'type') === 'work') ??
    entries[0];
  return chosen ? text(field(chosen, 'value'), 'emails.value', EMAIL_MAX) : undefined;
}

/**
 * A whole user from a POST or PUT body. `userName` must be an email address: it names the Firebase
 * account the member signs in with (a provider whose userName is no address sends it in `emails`).
 */
export function readScimUser(body: unknown): ScimUserState {
  if (!isObject(body)) throw new ScimError(400, 'The body must be a JSON object.', 'invalidSyntax');
  const userNameText = text(field(body, 'userName'), 'userName', EMAIL_MAX);
  if (!userNameText) throw new ScimError(400, 'userName is required.', 'invalidValue');
  const address = EMAIL.test(userNameText) ? userNameText : primaryEmail(field(body, 'emails'));
  const name = field(body, 'name');
  const names = isObject(name) ? name : {};
  const active = field(body, 'active');
  const state: ScimUserState = {
    userName: email(address, 'userName (or a work address in emails)'),
    active: active === undefined ? true : bool(active, 'active'),
  };
  const externalId = text(field(body, 'externalId'), 'externalId', SCIM_EXTERNAL_ID_MAX);
  const displayName = text(field(body, 'displayName'), 'displayName', DISPLAY_NAME_MAX);
  const givenName = text(field(names, 'givenName'), 'name.givenName', DISPLAY_NAME_MAX);
  const familyName = text(field(names, 'familyName'), 'name.familyName', DISPLAY_NAME_MAX);
  return {
    ...state,
    ...(externalId ? { externalId } : {}),
    ...(displayName ? { displayName } : {}),
    ...(givenName ? { givenName } : {}),
    ...(familyName ? { familyName } : {}),
  };
}

/** How the member is named in Assay: the display name, else given and family name, else the address. */
export function scimMemberName(state: ScimUserState): string {
  const full = [state.givenName, state.familyName].filter(Boolean).join(' ');
  return state.displayName ?? (full || state.userName.split('@')[0] || state.userName);
}

export interface PatchOperation {
  op: 'add' | 'replace' | 'remove';
  path: string | undefined;
  value: unknown;
}

/** The Operations of a PatchOp body (RFC 7644 §3.5.2); `op` is case-insensitive (Entra sends "Replace"). */
export function readPatchOperations(body: unknown): PatchOperation[] {
  if (!isObject(body)) throw new ScimError(400, 'The body must be a JSON object.', 'invalidSyntax');
  const operations = field(body, 'Operations');
  if (!Array.isArray(operations) || operations.length === 0)
    throw new ScimError(400, 'A PATCH needs a non-empty Operations list.', 'invalidSyntax');
  return operations.map((operation, index) => {
    if (!isObject(operation))
      throw new ScimError(400, `Operations[${index}] must be an object.`, 'invalidSyntax');
    const opText = field(operation, 'op');
    const op = typeof opText === 'string' ? opText.toLowerCase() : '';
    if (op !== 'add' && op !== 'replace' && op !== 'remove')
      throw new ScimError(400, `Operations[${index}].op must be add, replace or remove.`, 'invalidSyntax');
    const path = field(operation, 'path');
    if (path !== undefined && typeof path !== 'string')
      throw new ScimError(400, `Operations[${index}].path must be a string.`, 'invalidPath');
    return { op, path: path?.trim() || undefined, value: field(operation, 'value') };
  });
}

/** Attributes a user PATCH may set, by lower-cased path (an `emails[...]` path reads as the address). */
type UserAttribute =
  'username' | 'externalid' | 'displayname' | 'givenname' | 'familyname' | 'active' | 'email';

function userAttribute(path: string): UserAttribute | null {
  const lower = path.toLowerCase().replace(`${SCIM_SCHEMAS.user.toLowerCase()}:`, '');
  if (lower === 'username') return 'username';
  if (lower === 'externalid') return 'externalid';
  if (lower === 'displayname') return 'displayname';
  if (lower === 'name.givenname') return 'givenname';
  if (lower === 'name.familyname') return 'familyname';
  if (lower === 'active') return 'active';
  if (lower === 'emails' || lower.startsWith('emails[')) return 'email';
  return null;
}

function setAttribute(state: ScimUserState, attribute: UserAttribute, value: unknown): ScimUserState {
  const next = { ...state };
  const optional = (key: 'externalId' | 'displayName' | 'givenName' | 'familyName', max: number) => {
    const read = text(value, key, max);
    if (read) next[key] = read;
    else delete next[key];
  };
  switch (attribute) {
    case 'active':
      next.active = bool(value, 'active');
      break;
    case 'username':
      next.userName = email(text(value, 'userName', EMAIL_MAX), 'userName');
      break;
    case 'email':
      // emails (a list) or emails[type eq "work"].value (a string): a work address that is not the
      // userName is not kept; the account's address is the userName.
      break;
    case 'externalid':
      optional('externalId', SCIM_EXTERNAL_ID_MAX);
      break;
    case 'displayname':
      optional('displayName', DISPLAY_NAME_MAX);
      break;
    case 'givenname':
      optional('givenName', DISPLAY_NAME_MAX);
      break;
    case 'familyname':
      optional('familyName', DISPLAY_NAME_MAX);
      break;
  }
  return next;
}

/**
 * Applies a user PATCH: `replace`/`add` with a path set one attribute; without a path, each key of
 * the value object is a path (Okta's `{ "active": false }`, Entra's `{ "name.givenName": "…" }`);
 * `remove` clears an optional attribute. Paths Assay does not keep are ignored.
 */
export function applyUserPatch(state: ScimUserState, operations: readonly PatchOperation[]): ScimUserState {
  let next = state;
  for (const operation of operations) {
    const assignments: [string, unknown][] = operation.path
      ? [[operation.path, operation.value]]
      : isObject(operation.value)
        ? Object.entries(operation.value).flatMap(([key, value]): [string, unknown][] =>
            key.toLowerCase() === 'name' && isObject(value)
              ? Object.entries(value).map(([inner, innerValue]) => [`name.${inner}`, innerValue])
              : [[key, value]],
          )
        : [];
    if (!operation.path && !isObject(operation.value))
      throw new ScimError(400, `A ${operation.op} without a path needs an object value.`, 'invalidValue');
    for (const [path, value] of assignments) {
      const attribute = userAttribute(path);
      if (!attribute) continue;
      if (operation.op === 'remove') {
        if (attribute === 'username' || attribute === 'active')
          throw new ScimError(400, `${path} cannot be removed.`, 'mutability');
        next = setAttribute(next, attribute, undefined);
      } else next = setAttribute(next, attribute, value);
    }
  }
  return next;
}

/** The resource a provider reads back (RFC 7643 §4.1), its groups being Assay's roles. */
export function scimUserResource(record: ScimUserRecord, baseUrl: string) {
  const role = roleOfGroups(record.groups);
  return {
    schemas: [SCIM_SCHEMAS.user],
    id: record.id,
    ...(record.externalId ? { externalId: record.externalId } : {}),
    userName: record.userName,
    name: {
      ...(record.givenName ? { givenName: record.givenName } : {}),
      ...(record.familyName ? { familyName: record.familyName } : {}),
      formatted: scimMemberName(record),
    },
    displayName: scimMemberName(record),
    emails: [{ value: record.userName, type: 'work', primary: true }],
    active: record.active,
    groups: record.groups.map((group) => ({
      value: group,
      display: roleLabels[group],
      $ref: `${baseUrl}/Groups/${group}`,
    })),
    /** RFC 7643's `roles`: the role the groups give (viewer without any). */
    roles: [{ value: role, primary: true }],
    meta: {
      resourceType: 'User',
      created: record.createdAt,
      lastModified: record.updatedAt,
      location: `${baseUrl}/Users/${record.id}`,
    },
  };
}
export type ScimUserResource = ReturnType<typeof scimUserResource>;
