// The OpenAPI 3.1 document of the REST API, generated from the same contracts as the routes
// (zod 4's JSON Schema is draft 2020-12, the dialect of OpenAPI 3.1). functions/openapi.json is
// this document committed; a unit test fails when a contract change forgets to regenerate it
// (`pnpm --filter @assay/functions openapi`).
import type { CallableContract } from '@assay/domain/contracts';
import { z } from 'zod';
import { API_BASE_PATH } from './api-app.ts';

type Schema = Record<string, unknown> & {
  properties?: Record<string, Schema>;
  required?: string[];
  type?: unknown;
  description?: string;
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** The errors every operation may answer, by HTTP status (the callables' codes, mapped as Firebase maps them). */
const errorResponses = {
  '400': errorResponse('invalid-argument (fields names each bad field) or failed-precondition'),
  '401': errorResponse('unauthenticated: no key, or a key that is wrong, revoked or expired'),
  '403': errorResponse('permission-denied: the key’s scope or tenants do not allow this'),
  '404': errorResponse('not-found: no such item in the key’s organisation'),
  '409': errorResponse('already-exists or aborted'),
  '429': {
    ...errorResponse('resource-exhausted: a plan limit, or the rate limit (see Retry-After)'),
    headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds until the next window' } },
  },
  '500': errorResponse('internal'),
};

const rateHeaders = {
  'X-RateLimit-Limit': {
    schema: { type: 'integer' },
    description: 'Requests allowed per minute (the tighter of the key’s and the organisation’s)',
  },
  'X-RateLimit-Remaining': { schema: { type: 'integer' }, description: 'Requests left in this minute' },
  'X-RateLimit-Reset': {
    schema: { type: 'integer' },
    description: 'Unix time (seconds) when the minute ends',
  },
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Schema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as Schema;
  return rest;
}

function pathFields(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
}

/** Query parameters of a read: one per field; an object's fields as `object.field`. */
function queryParameters(input: Schema, skip: readonly string[]) {
  const required = new Set(input.required ?? []);
  return Object.entries(input.properties ?? {})
    .filter(([name]) => !skip.includes(name))
    .flatMap(([name, schema]) => {
      if (schema.type === 'object' && schema.properties) {
        const inner = new Set(schema.required ?? []);
        return Object.entries(schema.properties).map(([child, childSchema]) => ({
          name: `${name}.${child}`,
          in: 'query',
          required: required.has(name) && inner.has(child),
          schema: childSchema,
        }));
      }
      const parameter = {
        name,
        in: 'query',
        required: required.has(name),
        schema,
        ...(schema.description ? { description: schema.description } : {}),
      };
      return schema.type === 'array' ? [{ ...parameter, style: 'form', explode: true }] : [parameter];
    });
}

function operationOf(contract: CallableContract) {
  const path = contract.api?.path ?? '';
  const input = jsonSchema(contract.input, 'input');
  const fromPath = pathFields(path);
  const pathParameters = fromPath.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: input.properties?.[name] ?? { type: 'string' },
  }));
  const [area] = contract.name.split('-');
  const operation: Record<string, unknown> = {
    operationId: contract.name,
    summary: contract.description ?? contract.name,
    tags: [area],
    'x-assay-min-scope': contract.mutation ? 'readWrite' : 'read',
    parameters: contract.mutation ? pathParameters : [...pathParameters, ...queryParameters(input, fromPath)],
    responses: {
      '200': {
        description: 'OK',
        headers: rateHeaders,
        content: { 'application/json': { schema: jsonSchema(contract.output, 'output') } },
      },
      ...errorResponses,
    },
  };
  if (contract.mutation) {
    const properties = Object.fromEntries(
      Object.entries(input.properties ?? {}).filter(([name]) => !fromPath.includes(name)),
    );
    const required = (input.required ?? []).filter((name) => !fromPath.includes(name));
    operation.parameters = [
      ...pathParameters,
      {
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        schema: { type: 'string', maxLength: 255 },
        description: 'Replays within 24 hours return the first answer and change nothing',
      },
    ];
    operation.requestBody = {
      required: required.length > 0,
      content: {
        'application/json': {
          schema: { ...input, properties, ...(required.length > 0 ? { required } : { required: undefined }) },
        },
      },
    };
  }
  return operation;
}

export function buildOpenApi(
  contracts: readonly CallableContract[],
  version: string,
): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const contract of [...contracts]
    .filter((candidate) => candidate.api)
    .sort((a, b) => (a.api?.path ?? '').localeCompare(b.api?.path ?? '') || a.name.localeCompare(b.name))) {
    const path = contract.api?.path ?? '';
    paths[path] = { ...paths[path], [contract.mutation ? 'post' : 'get']: operationOf(contract) };
  }
  return JSON.parse(
    JSON.stringify({
      openapi: '3.1.0',
      info: {
        title: 'Assay API',
        version,
        description:
          'Tenants, assessments and scores of your organisation. Authenticate with an API key from the developer page: `Authorization: Bearer assay_…`. Read keys call GET operations; read-write keys also POST.',
      },
      servers: [{ url: API_BASE_PATH }],
      security: [{ apiKey: [] }],
      paths,
      components: {
        securitySchemes: {
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'An API key: assay_<live|test>_<public id>_<secret>',
          },
        },
        schemas: {
          Error: {
            type: 'object',
            required: ['code', 'message'],
            properties: {
              code: {
                type: 'string',
                description:
                  'invalid-argument, unauthenticated, permission-denied, not-found, already-exists, failed-precondition, resource-exhausted, aborted, internal',
              },
              message: { type: 'string' },
              fields: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { path: { type: 'string' }, message: { type: 'string' } },
                },
              },
              details: { type: 'object' },
            },
          },
        },
      },
    }),
  ) as Record<string, unknown>;
}
