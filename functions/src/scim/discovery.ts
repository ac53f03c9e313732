// SCIM discovery (RFC 7644 §4): what this service provider supports, so a provider (Okta's and
// Entra's validators, or a generic client) configures itself: PATCH yes, filter (eq and and),
// no bulk, sort, ETags or password changes; bearer-token authentication; Users and Groups with
// the attributes Assay keeps (RFC 7643 §5–7).
import { SCIM_PAGE_MAX, SCIM_SCHEMAS } from '@assay/domain/scim';

type Attribute = {
  name: string;
  type: 'string' | 'boolean' | 'complex' | 'reference';
  multiValued: boolean;
  required: boolean;
  mutability: 'readOnly' | 'readWrite' | 'immutable';
  returned: 'default' | 'always';
  uniqueness: 'none' | 'server';
  caseExact: boolean;
  subAttributes?: Attribute[];
};

const attribute = (name: string, options: Partial<Attribute> = {}): Attribute => ({
  name,
  type: 'string',
  multiValued: false,
  required: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  caseExact: false,
  ...options,
});

const userAttributes: Attribute[] = [
  attribute('userName', { required: true, uniqueness: 'server', mutability: 'immutable' }),
  attribute('externalId', { caseExact: true }),
  attribute('displayName'),
  attribute('name', {
    type: 'complex',
    subAttributes: [
      attribute('givenName'),
      attribute('familyName'),
      attribute('formatted', { mutability: 'readOnly' }),
    ],
  }),
  attribute('emails', {
    type: 'complex',
    multiValued: true,
    subAttributes: [attribute('value'), attribute('type'), attribute('primary', { type: 'boolean' })],
  }),
  attribute('active', { type: 'boolean' }),
  attribute('groups', {
    type: 'complex',
    multiValued: true,
    mutability: 'readOnly',
    subAttributes: [
      attribute('value', { mutability: 'readOnly' }),
      attribute('display', { mutability: 'readOnly' }),
    ],
  }),
];

const groupAttributes: Attribute[] = [
  attribute('displayName', { required: true, uniqueness: 'server', mutability: 'immutable' }),
  attribute('members', {
    type: 'complex',
    multiValued: true,
    subAttributes: [
      attribute('value', { mutability: 'immutable' }),
      attribute('display', { mutability: 'readOnly' }),
    ],
  }),
];

function schema(id: string, name: string, description: string, attributes: Attribute[], baseUrl: string) {
  return {
    schemas: [SCIM_SCHEMAS.schema],
    id,
    name,
    description,
    attributes,
    meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${id}` },
  };
}

function list<T>(resources: T[]) {
  return {
    schemas: [SCIM_SCHEMAS.listResponse],
    totalResults: resources.length,
    startIndex: 1,
    itemsPerPage: resources.length,
    Resources: resources,
  };
}

const schemas = (baseUrl: string) => [
  schema(SCIM_SCHEMAS.user, 'User', 'A member of the organisation', userAttributes, baseUrl),
  schema(
    SCIM_SCHEMAS.group,
    'Group',
    'A role of the organisation: viewer, editor or admin',
    groupAttributes,
    baseUrl,
  ),
];

const resourceTypes = (baseUrl: string) =>
  (
    [
      ['User', '/Users', SCIM_SCHEMAS.user],
      ['Group', '/Groups', SCIM_SCHEMAS.group],
    ] as const
  ).map(([name, endpoint, schemaId]) => ({
    schemas: [SCIM_SCHEMAS.resourceType],
    id: name,
    name,
    endpoint,
    schema: schemaId,
    meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/${name}` },
  }));

/** The discovery endpoints by path, each built for the service's base URL. */
export const discovery: Record<string, (baseUrl: string) => unknown> = {
  '/ServiceProviderConfig': (baseUrl) => ({
    schemas: [SCIM_SCHEMAS.serviceProviderConfig],
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: SCIM_PAGE_MAX },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'Bearer token',
        description: 'The organisation’s SCIM token, created by an owner on /admin.',
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${baseUrl}/ServiceProviderConfig` },
  }),
  '/ResourceTypes': (baseUrl) => list(resourceTypes(baseUrl)),
  '/ResourceTypes/User': (baseUrl) => resourceTypes(baseUrl)[0],
  '/ResourceTypes/Group': (baseUrl) => resourceTypes(baseUrl)[1],
  '/Schemas': (baseUrl) => list(schemas(baseUrl)),
  [`/Schemas/${SCIM_SCHEMAS.user}`]: (baseUrl) => schemas(baseUrl)[0],
  [`/Schemas/${SCIM_SCHEMAS.group}`]: (baseUrl) => schemas(baseUrl)[1],
};
