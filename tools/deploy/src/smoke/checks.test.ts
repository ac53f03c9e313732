import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../firebase-config.ts';
import {
  headerProblems,
  healthProblems,
  moduleScriptOf,
  openApiProblems,
  signInProblems,
  type Answer,
} from './checks.ts';

const answer = (status: number, text = '', headers: Record<string, string> = {}): Answer => ({
  status,
  text,
  headers: new Headers(headers),
});
const secure = (csp: string) => ({
  'content-security-policy': csp,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
});
const deployed = new URL('https://assay-test.web.app');

describe('headerProblems', () => {
  it('passes a deployed site served with its own policy', () => {
    expect(headerProblems(answer(200, '', secure(contentSecurityPolicy('assay-test'))), deployed)).toEqual(
      [],
    );
  });

  it('refuses a deployed site whose policy names the emulators, or without the headers', () => {
    expect(headerProblems(answer(200, '', secure(contentSecurityPolicy('demo-assay'))), deployed)).toEqual([
      'the Content-Security-Policy of a deployed site names a loopback address',
    ]);
    expect(headerProblems(answer(404), deployed)).toEqual([
      '/ answered 404',
      'Content-Security-Policy is missing or incomplete: ""',
      'x-content-type-options is missing, not nosniff',
      'x-frame-options is missing, not DENY',
      'referrer-policy is missing, not strict-origin-when-cross-origin',
    ]);
  });

  it('lets the local stack name the emulators', () => {
    expect(
      headerProblems(
        answer(200, '', secure(contentSecurityPolicy('demo-assay'))),
        new URL('http://127.0.0.1:5050'),
      ),
    ).toEqual([]);
  });
});

describe('signInProblems', () => {
  const html = '<div id="root"></div><script type="module" crossorigin src="/assets/app-1.js"></script>';

  it('finds the page’s module script and passes when both load', () => {
    expect(moduleScriptOf(html)).toBe('/assets/app-1.js');
    expect(signInProblems(answer(200, html), answer(200, '', { 'content-type': 'text/javascript' }))).toEqual(
      [],
    );
  });

  it('refuses another page or a missing script', () => {
    expect(signInProblems(answer(200, '<h1>Site not found</h1>'), null)).toEqual([
      '/signin is not the web app (no #root)',
      '/signin loads no module script',
    ]);
    expect(
      signInProblems(answer(200, html), answer(404, 'Not found', { 'content-type': 'text/html' })),
    ).toEqual(['its script answered 404 text/html']);
  });
});

describe('healthProblems', () => {
  it('accepts ok, and the App Check refusal of a deployed function', () => {
    expect(healthProblems(answer(200, '{"result":{"ok":true,"at":"2026-01-01T00:00:00.000Z"}}'))).toEqual({
      problems: [],
      seen: 'ok',
    });
    expect(
      healthProblems(answer(401, '{"error":{"message":"Unauthenticated","status":"UNAUTHENTICATED"}}'))
        .problems,
    ).toEqual([]);
  });

  it('refuses a missing function or a failure', () => {
    expect(healthProblems(answer(404, 'Not Found')).problems).toEqual([
      'health-ping answered 404 without JSON',
    ]);
    expect(healthProblems(answer(500, '{"error":{"status":"INTERNAL"}}')).problems).toEqual([
      'health-ping answered 500: {"error":{"status":"INTERNAL"}}',
    ]);
  });
});

describe('openApiProblems', () => {
  it('passes an OpenAPI 3 document with operations and refuses anything else', () => {
    expect(openApiProblems(answer(200, '{"openapi":"3.1.0","paths":{"/tenants":{}}}'))).toEqual([]);
    expect(openApiProblems(answer(200, '<!doctype html>'))).toEqual(['/api/v1/openapi.json is not JSON']);
    expect(openApiProblems(answer(200, '{"openapi":"3.1.0","paths":{}}'))).toEqual([
      '/api/v1/openapi.json lists no operation',
    ]);
    expect(openApiProblems(answer(502))).toEqual(['/api/v1/openapi.json answered 502']);
  });
});
