// When the local stack may say "ready": when a user's first calls work. The Functions emulator
// listens (and firebase-tools prints its ready lines) before it has loaded the functions; for a
// few seconds after, every callable answers 404 "Function us-central1-… does not exist". So the
// stack is ready once a signed-out health-ping and a signed-in call, sent as the web app sends
// them (from the hosting origin), have both answered 200 — within a bounded wait.

export interface ServedCall {
  /** What the message says when it does not answer ("signed-out health-ping"). */
  label: string;
  /** The callable's name (`health-ping`). */
  name: string;
  data: unknown;
  /** An ID token for a signed-in call (asked for once, when first needed). */
  idToken?: () => Promise<string>;
}

export interface ServedOptions {
  /** `http://127.0.0.1:5001/<project>/<region>`: where the web app sends callables. */
  functionsBase: string;
  /** The hosting origin the web app runs on (sent as Origin, as the browser does). */
  origin: string;
  calls: readonly ServedCall[];
  timeoutMs: number;
  intervalMs?: number;
}

async function answerOf(
  call: ServedCall,
  options: ServedOptions,
  token: string | undefined,
): Promise<string | null> {
  try {
    const response = await fetch(`${options.functionsBase}/${call.name}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: options.origin,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ data: call.data }),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    return response.status === 200
      ? null
      : `HTTP ${response.status} ${text.replace(/\s+/g, ' ').slice(0, 120)}`;
  } catch (error) {
    return `no answer (${error instanceof Error ? error.message : String(error)})`;
  }
}

/** Resolves once every call has answered 200; throws, naming each call's last answer, after `timeoutMs`. */
export async function waitUntilServed(options: ServedOptions): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  const pending = new Map(options.calls.map((call) => [call, 'not tried yet']));
  const tokens = new Map<ServedCall, string>();
  for (;;) {
    for (const call of [...pending.keys()]) {
      let token = tokens.get(call);
      if (call.idToken && token === undefined) {
        try {
          token = await call.idToken();
          tokens.set(call, token);
        } catch (error) {
          pending.set(call, `no ID token (${error instanceof Error ? error.message : String(error)})`);
          continue;
        }
      }
      const problem = await answerOf(call, options, token);
      if (problem === null) pending.delete(call);
      else pending.set(call, problem);
    }
    if (pending.size === 0) return;
    if (Date.now() > deadline) {
      const last = [...pending].map(([call, problem]) => `${call.label} (${call.name}): ${problem}`);
      throw new Error(
        `The functions did not answer within ${Math.round(options.timeoutMs / 1000)} s — ${last.join('; ')}. See the Functions emulator's log above.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 250));
  }
}

/** An ID token from the Auth emulator for an email and password (`signUp` creates the account first). */
export async function emulatorIdToken(
  authHost: string,
  account: { email: string; password: string; signUp?: boolean },
): Promise<string> {
  const action = account.signUp ? 'accounts:signUp' : 'accounts:signInWithPassword';
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/${action}?key=local-stack`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message?: string } };
  if (!body.idToken)
    throw new Error(`${action} of ${account.email}: ${body.error?.message ?? `HTTP ${response.status}`}`);
  return body.idToken;
}
