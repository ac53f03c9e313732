import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { env } from '../../env.ts';
import {
  claimSsoDomain,
  listSsoDomains,
  removeSsoDomain,
  verifySsoDomain,
} from '../../services/sso/sso-domains-service.ts';
import { getSsoProvider, saveSsoProvider } from '../../services/sso/sso-provider-service.ts';
import { setSsoRequired } from '../../services/sso/sso-requirement-service.ts';
import { discoverSso, joinBySso } from '../../services/sso/sso-sign-in-service.ts';
import { dnsTxtLookup } from '../../services/sso/txt-lookup.ts';
import type { TxtLookup } from '../../services/sso/txt-lookup.ts';
import type { AreaCallables } from '../deployed.ts';

let lookup: TxtLookup | undefined;
/** One resolver per instance: the system's, or on the emulators the servers the environment names. */
const txtLookup = (): TxtLookup => (lookup ??= dnsTxtLookup(env.dnsServers));

export const ssoCallables = {
  listDomains: defineCallable(contracts.sso.listDomains, (_input, ctx) => listSsoDomains(ctx.org, ctx.now)),
  claimDomain: defineCallable(contracts.sso.claimDomain, (input, ctx) =>
    claimSsoDomain(ctx.org, input.domain, {
      now: ctx.now,
      actorUid: ctx.uid,
      actorName: ctx.name ?? ctx.email,
    }),
  ),
  verifyDomain: defineCallable(contracts.sso.verifyDomain, (input, ctx) =>
    verifySsoDomain(ctx.org, input.domain, txtLookup(), ctx.now),
  ),
  getProvider: defineCallable(contracts.sso.getProvider, (_input, ctx) => getSsoProvider(ctx.org)),
  saveProvider: defineCallable(contracts.sso.saveProvider, (input, ctx) =>
    saveSsoProvider(ctx.org, ctx.ssoProviders, input, {
      now: ctx.now,
      actorUid: ctx.uid,
      actorName: ctx.name ?? ctx.email,
    }),
  ),
  removeDomain: defineCallable(contracts.sso.removeDomain, (input, ctx) =>
    removeSsoDomain(ctx.org, input.domain, ctx.access),
  ),
  setRequired: defineCallable(contracts.sso.setRequired, (input, ctx) =>
    setSsoRequired(ctx.org, ctx.access, input, {
      uid: ctx.uid,
      email: ctx.email,
      signInProvider: ctx.principal.signInProvider,
      now: ctx.now,
    }),
  ),
  discover: defineCallable(contracts.sso.discover, (input, ctx) =>
    discoverSso(ctx.ssoLookup, input.email, ctx.now),
  ),
  join: defineCallable(contracts.sso.join, (_input, ctx) =>
    joinBySso(
      ctx.self,
      ctx.ssoDirectory,
      (tid) => ctx.invitingOrg(tid),
      {
        uid: ctx.uid,
        email: ctx.email,
        emailVerified: ctx.principal.emailVerified,
        name: ctx.name,
        signInProvider: ctx.principal.signInProvider,
      },
      ctx.now,
    ),
  ),
} satisfies AreaCallables<'sso'>;
