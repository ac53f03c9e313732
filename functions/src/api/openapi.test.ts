import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allContracts } from '@assay/domain/contracts';
import { API_VERSION } from './api-version.ts';
import { buildOpenApi } from './openapi.ts';

describe('OpenAPI document', () => {
  const document = buildOpenApi(allContracts, API_VERSION);

  it('is what functions/openapi.json holds (run `pnpm --filter @assay/functions openapi` after changing a contract of the API)', () => {
    const committed = JSON.parse(
      readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8'),
    ) as unknown;
    expect(document).toEqual(committed);
  });

  it('has one operation per contract with an api path, reads as GET and mutations as POST', () => {
    const paths = document.paths as Record<string, Record<string, { operationId: string }>>;
    const operations = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => `${method} ${path} ${operation.operationId}`),
    );
    expect(operations.sort()).toEqual(
      allContracts
        .filter((contract) => contract.api)
        .map(
          (contract) => `${contract.mutation ? 'post' : 'get'} ${contract.api?.path ?? ''} ${contract.name}`,
        )
        .sort(),
    );
    expect(operations).toContain('get /tenants tenants-list');
    expect(operations).toContain('post /tenants/{tenantId} tenants-update');
  });

  it('describes a read’s input as query parameters (objects by dotted names) and path ids as path parameters', () => {
    const paths = document.paths as Record<
      string,
      Record<string, { parameters: { name: string; in: string; required: boolean }[] }>
    >;
    const list = paths['/tenants']?.get?.parameters ?? [];
    expect(list.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining([
        'search',
        'status',
        'tags',
        'sort.field',
        'sort.direction',
        'pageSize',
        'cursor',
      ]),
    );
    expect(paths['/tenants/{tenantId}']?.get?.parameters).toEqual([
      expect.objectContaining({ name: 'tenantId', in: 'path', required: true }),
    ]);
  });
});
