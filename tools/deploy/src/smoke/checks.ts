// What `pnpm smoke` asks of a deployed (or the local) stack, one check per function: each takes
// the answers it fetched and returns its problems (empty when the check passes).

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

const LOOPBACK = /\b127\.0\.0\.1\b|\blocalhost\b|\[::1\]/;

/** The security headers firebase.json promises, on the app's first page. */
export function headerProblems(page: Answer, baseUrl: URL): string[] {
  const problems: string[] = [];
  if (page.status !== 200) problems.push(`/ answered ${page.status}`);
  const csp = page.headers.get('content-security-policy') ?? '';
  if (!csp.includes("default-src 'self'") || !csp.includes("frame-ancestors 'none'"))
    problems.push(`Content-Security-Policy is missing or incomplete: "${csp}"`);
  if (!LOOPBACK.test(baseUrl.hostname) && LOOPBACK.test(csp))
    problems.push('the Content-Security-Policy of a deployed site names a loopback address');
  const expected: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  for (const [name, value] of Object.entries(expected))
    if (page.headers.get(name) !== value)
      problems.push(`${name} is ${page.headers.get(name) ?? 'missing'}, not ${value}`);
  return problems;
}

/** The module script the sign-in page loads (built by Vite under /assets/). */
export function moduleScriptOf(html: string): string | null {
  return /<script[^>]+type="module"[^>]+src="([^"]+)"/.exec(html)?.[1] ?? null;
}

/** The sign-in page: the web app's HTML and its script. */
export function signInProblems(page: Answer, script: Answer | null): string[] {
  const problems: string[] = [];
  if (page.status !== 200) problems.push(`/signin answered ${page.status}`);
  if (!page.text.includes('<div id="root">')) problems.push('/signin is not the web app (no #root)');
  if (!script) problems.push('/signin loads no module script');
  else if (script.status !== 200 || !/javascript/.test(script.headers.get('content-type') ?? ''))
    problems.push(`its script answered ${script.status} ${script.headers.get('content-type') ?? ''}`);
  return problems;
}

/**
 * health-ping through the callable protocol. A deployed project enforces App Check, which a
 * script has no token for: its refusal (401 UNAUTHENTICATED from the function) still proves the
 * function is deployed and answering; on the emulators it answers `{ ok: true }`.
 */
export function healthProblems(answer: Answer): { problems: string[]; seen: string } {
  let body: { result?: { ok?: unknown }; error?: { status?: unknown } } = {};
  try {
    body = JSON.parse(answer.text) as typeof body;
  } catch {
    return { problems: [`health-ping answered ${answer.status} without JSON`], seen: '' };
  }
  if (answer.status === 200 && body.result?.ok === true) return { problems: [], seen: 'ok' };
  if (answer.status === 401 && body.error?.status === 'UNAUTHENTICATED')
    return { problems: [], seen: 'refused without an App Check token (deployed and answering)' };
  return { problems: [`health-ping answered ${answer.status}: ${answer.text.slice(0, 200)}`], seen: '' };
}

/** The REST API's description, through the hosting rewrite. */
export function openApiProblems(answer: Answer): string[] {
  if (answer.status !== 200) return [`/api/v1/openapi.json answered ${answer.status}`];
  try {
    const doc = JSON.parse(answer.text) as { openapi?: unknown; paths?: Record<string, unknown> };
    if (typeof doc.openapi !== 'string' || !doc.openapi.startsWith('3.'))
      return ['/api/v1/openapi.json is not OpenAPI 3'];
    if (Object.keys(doc.paths ?? {}).length === 0) return ['/api/v1/openapi.json lists no operation'];
    return [];
  } catch {
    return ['/api/v1/openapi.json is not JSON'];
  }
}
