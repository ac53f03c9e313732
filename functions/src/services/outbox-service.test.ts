import { describe, expect, it } from 'vitest';
import { DomainError } from '@assay/domain/errors';
import { parseMailDocument } from '@assay/domain/outbox';
import { memoryOutboxSource } from '../data/mail/memory-outbox-source.ts';
import { listOutbox } from './outbox-service.ts';

const link = { email: 'a@x.test', requestType: 'EMAIL_SIGNIN', link: 'http://127.0.0.1:9099/emulator/action?oobCode=c1', code: 'c1' };
const mail = (id: string, createdAt: string) => parseMailDocument(id, { to: 'a@x.test', message: { subject: id }, createdAt });

describe('listOutbox', () => {
  it('returns the pending Auth links and the mail, newest mail first', async () => {
    const source = memoryOutboxSource({ local: true, links: [link], mail: [mail('old', '2026-01-01T00:00:00.000Z'), mail('new', '2026-03-01T00:00:00.000Z')] });
    const outbox = await listOutbox(source);
    expect(outbox.links).toEqual([link]);
    expect(outbox.mail.map((m) => m.id)).toEqual(['new', 'old']);
  });

  it('refuses with failed-precondition outside the emulators, reading nothing', async () => {
    const source = memoryOutboxSource({ local: false });
    source.pendingLinks = () => Promise.reject(new Error('must not read links'));
    source.mail = () => Promise.reject(new Error('must not read mail'));
    const refusal = await listOutbox(source).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DomainError);
    expect((refusal as DomainError).code).toBe('failed-precondition');
  });
});
