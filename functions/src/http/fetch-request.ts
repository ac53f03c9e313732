// The HTTP functions (REST API, SCIM) hand Hono a fetch Request built from firebase-functions' request.
import type { Request as FunctionsRequest } from 'firebase-functions/v2/https';

/** firebase-functions' Express-style request (with its raw body) as a fetch Request for Hono. */
export function toFetchRequest(req: FunctionsRequest, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers as Record<string, string | string[] | undefined>)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  // Hosting forwards the whole path (/api/v1/…); called directly, the path after the function name is the same.
  return new Request(new URL(req.url, origin), {
    method: req.method,
    headers,
    ...(hasBody ? { body: new Uint8Array(req.rawBody) } : {}),
  });
}
