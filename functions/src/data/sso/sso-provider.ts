// The organisation's identity provider as Assay keeps it: orgs/{tid}/ssoSettings/provider (issuer,
// client id, the role people join with, where it is registered). The client secret is not here:
// Identity Platform holds it (identity-providers.ts).
import type { DocumentData } from 'firebase-admin/firestore';
import { ssoJoinRoles, ssoRegistrations } from '@assay/domain/sso';
import type { SsoProvider } from '@assay/domain/sso';
import { isoFrom, optionalStr, str, timestampFromIso } from '../convert.ts';
import { collections } from '../paths.ts';
import { docAt } from '../store/store.ts';
import type { Doc, Mapper, Reader, UnitOfWork } from '../store/store.ts';

function oneOf<T extends string>(options: readonly T[], value: unknown, name: string): T {
  const text = str(value, name);
  if (!(options as readonly string[]).includes(text)) throw new Error(`Unknown ${name} "${text}"`);
  return text as T;
}

export const ssoProviderMapper: Mapper<SsoProvider> = {
  toDoc: (provider) => ({
    providerId: provider.providerId,
    issuer: provider.issuer,
    clientId: provider.clientId,
    defaultRole: provider.defaultRole,
    registration: provider.registration,
    updatedAt: timestampFromIso(provider.updatedAt),
    updatedBy: provider.updatedBy,
    updatedByName: provider.updatedByName ?? null,
  }),
  fromDoc(data: DocumentData) {
    const updatedByName = optionalStr(data.updatedByName);
    return {
      providerId: str(data.providerId, 'providerId'),
      issuer: str(data.issuer, 'issuer'),
      clientId: str(data.clientId, 'clientId'),
      defaultRole: oneOf(ssoJoinRoles, data.defaultRole, 'defaultRole'),
      registration: oneOf(ssoRegistrations, data.registration, 'registration'),
      updatedAt: isoFrom(data.updatedAt, 'updatedAt'),
      updatedBy: str(data.updatedBy, 'updatedBy'),
      ...(updatedByName ? { updatedByName } : {}),
    };
  },
};

function providerDoc(tid: string): Doc<SsoProvider> {
  return docAt(`${collections.orgs}/${tid}/${collections.ssoSettings}/provider`, ssoProviderMapper);
}

export interface SsoProviderStore {
  get(): Promise<SsoProvider | null>;
}

export interface SsoProviderWrites extends SsoProviderStore {
  put(provider: SsoProvider): void;
}

export function ssoProviderReads(reader: Reader, tid: string): SsoProviderStore {
  return { get: () => reader.get(providerDoc(tid)) };
}

export function ssoProviderWrites(uow: UnitOfWork, tid: string): SsoProviderWrites {
  return { get: () => uow.get(providerDoc(tid)), put: (provider) => uow.set(providerDoc(tid), provider) };
}
