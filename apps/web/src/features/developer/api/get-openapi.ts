import { queryOptions, useQuery } from '@tanstack/react-query';

/** The parts of the OpenAPI document the reference shows. */
export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  description?: string;
  schema?: { type?: string | string[]; enum?: unknown[] };
}
export interface OpenApiOperation {
  operationId: string;
  summary?: string;
  parameters?: OpenApiParameter[];
  requestBody?: {
    content?: {
      'application/json'?: {
        schema?: { properties?: Record<string, { type?: string | string[] }>; required?: string[] };
      };
    };
  };
  'x-assay-min-scope'?: string;
}
export interface OpenApiDocument {
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  paths: Record<string, Partial<Record<'get' | 'post', OpenApiOperation>>>;
}

/** Public, same-origin (the hosting rewrite): no key needed to read the document. */
export async function fetchOpenApi(): Promise<OpenApiDocument> {
  const response = await fetch('/api/v1/openapi.json');
  if (!response.ok) throw new Error(`The API reference could not be loaded (${response.status}).`);
  return (await response.json()) as OpenApiDocument;
}

export const openApiQueryOptions = () =>
  queryOptions({ queryKey: ['public', 'openapi'], queryFn: fetchOpenApi, staleTime: 5 * 60_000 });

export function useOpenApi() {
  return useQuery(openApiQueryOptions());
}
