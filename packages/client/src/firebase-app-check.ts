// App Check on its own Firebase app: what a page opened from a link needs to call the server
// (App Check is enforced in production) without Firebase Auth, which such a page never loads.
import { initializeApp, type FirebaseApp } from 'firebase/app';
import type { AppCheckTokens } from './call-transport.ts';
import type { FirebaseClientConfig } from './config.ts';

/** Loaded lazily: App Check only exists where a site key is configured (production). */
export async function initAppCheck(app: FirebaseApp, siteKey: string): Promise<AppCheckTokens> {
  const { getLimitedUseToken, getToken, initializeAppCheck, ReCaptchaEnterpriseProvider } =
    await import('firebase/app-check');
  const appCheck = initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
  return async (limitedUse) => {
    try {
      return (await (limitedUse ? getLimitedUseToken(appCheck) : getToken(appCheck))).token;
    } catch {
      // As the SDK does: no header when the exchange failed (the SDK has logged why); the server decides.
      return null;
    }
  };
}

/** App Check tokens for a page without Auth (the public runtime); loaded only where a site key is configured. */
export function appCheckWithoutAuth(config: FirebaseClientConfig, siteKey: string): Promise<AppCheckTokens> {
  const app = initializeApp({ apiKey: config.apiKey, projectId: config.projectId, appId: config.appId });
  return initAppCheck(app, siteKey);
}
