// The organisation's OIDC identity provider (issue 25): an owner saves issuer, client id, client
// secret and the role people join with. Identity Platform is written first (the provider id is
// `oidc.<random>`, chosen at the first save; the secret goes only there), then Assay's record and its audit entry in
// one transaction: a refusal from Identity Platform writes nothing here, and saving again after a
// failure in between finishes the job.
import { randomBytes } from 'node:crypto';
import { DomainError } from '@assay/domain/errors';
import { ssoProviderId } from '@assay/domain/sso';
import type { SsoProvider, SsoProviderInput } from '@assay/domain/sso';
import type { OrgData } from '../../data/org-data.ts';
import type { IdentityProviders } from '../../data/sso/identity-providers.ts';
import { needsSsoPlan, ssoIncluded } from './sso-domains-service.ts';
import type { SsoActor } from './sso-domains-service.ts';

/** What an update changed, as the audit log lists it (a new secret by name only). */
function changedFields(current: SsoProvider, input: SsoProviderInput): string[] {
  const fields: string[] = (['issuer', 'clientId', 'defaultRole'] as const).filter(
    (field) => current[field] !== input[field],
  );
  return input.clientSecret ? [...fields, 'clientSecret'] : fields;
}

export async function getSsoProvider(org: OrgData): Promise<{ provider: SsoProvider | null }> {
  return { provider: await org.ssoProvider.get() };
}

export async function saveSsoProvider(
  org: OrgData,
  providers: IdentityProviders,
  input: SsoProviderInput,
  actor: SsoActor,
): Promise<SsoProvider> {
  const [organisation, current] = await Promise.all([org.organisation.get(), org.ssoProvider.get()]);
  if (!organisation) throw new DomainError('not-found', 'This organisation does not exist.');
  if (!ssoIncluded(organisation, actor.now)) throw needsSsoPlan();
  if (!current && !input.clientSecret)
    throw new DomainError('invalid-argument', 'Enter the client secret: the provider has none yet.', {
      fields: [{ path: 'clientSecret', rule: 'required', message: 'Required' }],
    });
  const providerId = current?.providerId ?? ssoProviderId(randomBytes(10).toString('hex'));
  const registration = await providers.saveOidc({
    providerId,
    displayName: organisation.name,
    issuer: input.issuer,
    clientId: input.clientId,
    ...(input.clientSecret ? { clientSecret: input.clientSecret } : {}),
  });
  const provider: SsoProvider = {
    providerId,
    issuer: input.issuer,
    clientId: input.clientId,
    defaultRole: input.defaultRole,
    registration,
    updatedAt: actor.now.toISOString(),
    updatedBy: actor.actorUid,
    ...(actor.actorName ? { updatedByName: actor.actorName } : {}),
  };
  await org.transaction((tx) => {
    tx.ssoProvider.put(provider);
    tx.audit.record({
      target: `ssoProvider/${providerId}`,
      summary: current ? 'Updated the identity provider' : 'Added the identity provider',
      subjectName: input.issuer,
      ...(current ? { changedFields: changedFields(current, input) } : {}),
    });
    return Promise.resolve();
  });
  return provider;
}
