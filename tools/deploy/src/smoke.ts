// `pnpm smoke --base-url <url> [--functions-url <url>]`: after a deploy, asks the live stack for
// its security headers, the sign-in page, health-ping and /api/v1/openapi.json; exits 1 on the
// first deploy that does not answer as it should. The functions URL defaults to the project's
// cloudfunctions.net host, the project read from Hosting's /__/firebase/init.json.
import { REGION } from './firebase-config.ts';
import {
  headerProblems,
  healthProblems,
  moduleScriptOf,
  openApiProblems,
  signInProblems,
  type Answer,
} from './smoke/checks.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const base = option('--base-url');
if (!base) {
  console.error('usage: pnpm smoke --base-url <url> [--functions-url <url>]');
  process.exit(2);
}
const baseUrl = new URL(base);

async function get(path: string, init?: RequestInit): Promise<Answer> {
  const response = await fetch(new URL(path, baseUrl), {
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
    ...init,
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

async function functionsOrigin(): Promise<string> {
  const given = option('--functions-url');
  if (given) return given.replace(/\/$/, '');
  const init = JSON.parse((await get('/__/firebase/init.json')).text) as { projectId?: string };
  if (!init.projectId) throw new Error('no projectId in /__/firebase/init.json: pass --functions-url');
  return `https://${REGION}-${init.projectId}.cloudfunctions.net`;
}

const results: [string, string[]][] = [];
const home = await get('/');
results.push(['security headers', headerProblems(home, baseUrl)]);
const signIn = await get('/signin');
const script = moduleScriptOf(signIn.text);
results.push(['sign-in page', signInProblems(signIn, script ? await get(script) : null)]);
const health = healthProblems(
  await get(`${await functionsOrigin()}/health-ping`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: {} }),
  }),
);
results.push([`health-ping${health.seen ? `: ${health.seen}` : ''}`, health.problems]);
results.push(['/api/v1/openapi.json', openApiProblems(await get('/api/v1/openapi.json'))]);

let failed = false;
console.log(`smoke ${baseUrl.origin}`);
for (const [check, problems] of results) {
  console.log(`${problems.length === 0 ? '✓' : '✗'} ${check}`);
  for (const problem of problems) console.log(`    ${problem}`);
  failed ||= problems.length > 0;
}
process.exit(failed ? 1 : 0);
