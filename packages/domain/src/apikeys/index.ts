// @assay/domain/apikeys — API keys of an organisation and their contracts.
export {
  API_KEY_DAYS_MAX,
  API_KEY_NAME_MAX,
  API_KEY_PATTERN,
  API_KEY_PUBLIC_ID_LENGTH,
  API_KEY_SECRET_LENGTH,
  API_KEY_TENANTS_MAX,
  API_KEYS_MAX,
  apiKeyCreateInputSchema,
  apiKeyEnvironments,
  apiKeyNameSchema,
  apiKeyRoles,
  apiKeySchema,
  apiKeyScopeLabels,
  apiKeyScopes,
  apiKeyStatusAt,
  apiKeyStatuses,
  coarseOrigin,
  UNKNOWN_ORIGIN,
  formatApiKey,
  parseApiKey,
} from './api-key.ts';
export type { ApiKey, ApiKeyEnvironment, ApiKeyScope, ApiKeyStatus, ParsedApiKey } from './api-key.ts';
export { apikeysContracts } from './contracts.ts';
