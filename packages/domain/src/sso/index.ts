// @assay/domain/sso — single sign-on per organisation (Business plan): the email domains an
// organisation claims and proves by a DNS TXT record, and their contracts.
export {
  DOMAIN_NAME_MAX,
  DOMAIN_NAME_SENTENCE,
  domainNameSchema,
  emailDomain,
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
export { ssoContracts } from './contracts.ts';
