// Identity Platform's provider configurations (firebase-admin's createProviderConfig /
// updateProviderConfig): where an organisation's OIDC provider is registered for sign-in.
// The Auth emulator has no provider management (its identitytoolkit oauthIdpConfigs methods
// answer "not implemented") and signs in with any `oidc.*` provider id; only there is the
// refusal taken as "kept in Assay only". Everywhere else a failure is the caller's failure.
import type { Auth } from 'firebase-admin/auth';
import type { SsoRegistration } from '@assay/domain/sso';

export interface OidcProviderConfig {
  providerId: string;
  displayName: string;
  issuer: string;
  clientId: string;
  /** Left out on an update: the secret Identity Platform holds stays. */
  clientSecret?: string;
}

export interface IdentityProviders {
  /** Creates or updates the provider; where it is registered. */
  saveOidc(config: OidcProviderConfig): Promise<SsoRegistration>;
}

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

/** The Auth emulator's answer to provider management (HTTP 501, "… is not implemented in the Auth Emulator"). */
function notOnEmulator(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /not implemented in the Auth Emulator/i.test(message);
}

export function identityProviders(auth: Auth, options: { authEmulator: boolean }): IdentityProviders {
  return {
    async saveOidc(config) {
      try {
        const exists = await auth.getProviderConfig(config.providerId).then(
          () => true,
          (error: unknown) => {
            if (codeOf(error) === 'auth/configuration-not-found') return false;
            throw error;
          },
        );
        const settings = {
          displayName: config.displayName,
          enabled: true,
          issuer: config.issuer,
          clientId: config.clientId,
          // With a client secret Identity Platform uses the authorisation code flow.
          ...(config.clientSecret ? { clientSecret: config.clientSecret, responseType: { code: true } } : {}),
        };
        if (exists) await auth.updateProviderConfig(config.providerId, settings);
        else await auth.createProviderConfig({ providerId: config.providerId, ...settings });
        return 'identity-platform';
      } catch (error) {
        if (options.authEmulator && notOnEmulator(error)) return 'auth-emulator';
        throw error;
      }
    },
  };
}
