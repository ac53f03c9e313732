// The webhook endpoints of one organisation: orgs/{tid}/webhookEndpoints/{id}. The signing
// secret is kept as it is (a signature needs the key itself, unlike an API key's hash) and
// leaves this module only towards the signer: the mappers' public form never carries it.
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { WEBHOOK_ENDPOINTS_MAX, webhookEventTypes } from '@assay/domain/webhooks';
import type { WebhookEventType } from '@assay/domain/webhooks';
import { isoFrom, optionalIsoFrom, optionalStr, str, timestampFromIso } from '../convert.ts';
import { collections } from '../paths.ts';
import { docAt } from '../store/store.ts';
import type { Doc, Mapper, Reader, UnitOfWork } from '../store/store.ts';

export interface StoredWebhookEndpoint {
  id: string;
  url: string;
  description: string;
  eventTypes: WebhookEventType[];
  enabled: boolean;
  /** Set when the service disabled it: failing for WEBHOOK_DISABLE_AFTER. */
  disabledReason?: 'failing';
  /** The signing secret (`whsec_…`). */
  secret: string;
  /** The secret before the last rotation, signing beside the new one until `previousSecretUntil`. */
  previousSecret?: string;
  previousSecretUntil?: string;
  /** Since when every delivery has failed (cleared by a success). */
  failingSince?: string;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
}

const knownTypes = new Set<string>(webhookEventTypes);

export const webhookEndpointMapper: Mapper<StoredWebhookEndpoint> = {
  toDoc: (endpoint) => ({
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    eventTypes: endpoint.eventTypes,
    enabled: endpoint.enabled,
    disabledReason: endpoint.disabledReason ?? null,
    secret: endpoint.secret,
    previousSecret: endpoint.previousSecret ?? null,
    previousSecretUntil: endpoint.previousSecretUntil ? timestampFromIso(endpoint.previousSecretUntil) : null,
    failingSince: endpoint.failingSince ? timestampFromIso(endpoint.failingSince) : null,
    createdAt: timestampFromIso(endpoint.createdAt),
    createdBy: endpoint.createdBy,
    updatedAt: timestampFromIso(endpoint.updatedAt),
  }),
  fromDoc(data: DocumentData) {
    const previousSecret = optionalStr(data.previousSecret);
    const previousSecretUntil = optionalIsoFrom(data.previousSecretUntil, 'previousSecretUntil');
    const failingSince = optionalIsoFrom(data.failingSince, 'failingSince');
    const eventTypes = Array.isArray(data.eventTypes)
      ? (data.eventTypes as unknown[]).filter((type): type is WebhookEventType =>
          knownTypes.has(String(type)),
        )
      : [];
    return {
      id: str(data.id, 'id'),
      url: str(data.url, 'url'),
      description: typeof data.description === 'string' ? data.description : '',
      eventTypes,
      enabled: data.enabled === true,
      ...(data.disabledReason === 'failing' ? { disabledReason: 'failing' as const } : {}),
      secret: str(data.secret, 'secret'),
      ...(previousSecret ? { previousSecret } : {}),
      ...(previousSecretUntil ? { previousSecretUntil } : {}),
      ...(failingSince ? { failingSince } : {}),
      createdAt: isoFrom(data.createdAt, 'createdAt'),
      createdBy: str(data.createdBy, 'createdBy'),
      updatedAt: isoFrom(data.updatedAt, 'updatedAt'),
    };
  },
};

export function webhookEndpointDoc(tid: string, id: string): Doc<StoredWebhookEndpoint> {
  return docAt(`${collections.orgs}/${tid}/${collections.webhookEndpoints}/${id}`, webhookEndpointMapper);
}

export interface WebhookEndpointQueries {
  /** Every endpoint, oldest first (at most WEBHOOK_ENDPOINTS_MAX, and a few over for safety). */
  list(): Promise<StoredWebhookEndpoint[]>;
}

/** Endpoints listed at most (the create refuses beyond WEBHOOK_ENDPOINTS_MAX). */
export const WEBHOOK_ENDPOINTS_LIST_MAX = WEBHOOK_ENDPOINTS_MAX * 2;

export function firestoreWebhookEndpointQueries(db: Firestore, tid: string): WebhookEndpointQueries {
  return {
    async list() {
      const snap = await db
        .collection(collections.orgs)
        .doc(tid)
        .collection(collections.webhookEndpoints)
        .orderBy('createdAt', 'asc')
        .limit(WEBHOOK_ENDPOINTS_LIST_MAX)
        .get();
      return snap.docs.map((doc) => webhookEndpointMapper.fromDoc(doc.data()));
    },
  };
}

export interface WebhookEndpointReads extends WebhookEndpointQueries {
  get(id: string): Promise<StoredWebhookEndpoint | null>;
}

export function webhookEndpointReads(
  reader: Reader,
  tid: string,
  queries: WebhookEndpointQueries,
): WebhookEndpointReads {
  return { list: () => queries.list(), get: (id) => reader.get(webhookEndpointDoc(tid, id)) };
}

export interface WebhookEndpointWrites {
  get(id: string): Promise<StoredWebhookEndpoint | null>;
  newId(): string;
  put(endpoint: StoredWebhookEndpoint): void;
  delete(id: string): void;
}

export function webhookEndpointWrites(uow: UnitOfWork, tid: string): WebhookEndpointWrites {
  return {
    get: (id) => uow.get(webhookEndpointDoc(tid, id)),
    newId: () => uow.newId(),
    put: (endpoint) => uow.set(webhookEndpointDoc(tid, endpoint.id), endpoint),
    delete: (id) => uow.delete(webhookEndpointDoc(tid, id)),
  };
}
