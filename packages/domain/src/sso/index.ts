// @assay/domain/sso — single sign-on per organisation (Business plan): the email domains an
// organisation claims and proves by a DNS TXT record, its OIDC identity provider, and their contracts.
export {
  DOMAIN_NAME_MAX,
  DOMAIN_NAME_SENTENCE,
  domainNameSchema,
  emailDomain,
  SSO_DISCOVERIES_PER_HOUR,
  SSO_DOMAINS_MAX,
  SSO_TXT_PREFIX,
  ssoDomainSchema,
  ssoDomainStatuses,
  ssoPlans,
  ssoTxtNames,
  ssoTxtValue,
  txtRecordsContain,
} from './domains.ts';
export type { SsoDomain, SsoDomainStatus } from './domains.ts';
export {
  ISSUER_URL_SENTENCE,
  SSO_CLIENT_ID_MAX,
  SSO_CLIENT_SECRET_MAX,
  SSO_ISSUER_MAX,
  ssoJoinRoles,
  ssoProviderId,
  ssoProviderInputSchema,
  ssoProviderSchema,
  ssoRegistrations,
} from './provider.ts';
export type { SsoJoinRole, SsoProvider, SsoProviderInput, SsoRegistration } from './provider.ts';
export { ssoContracts } from './contracts.ts';
