// The service console's outbox: every queued mail with the delivery state the Trigger Email
// extension wrote back, searched by recipient and filtered by state, cursor-paged; a failed one
// can be sent again (the extension retries it). On the emulators, also the Auth emulator's links.
// A mail's links may carry live credentials (a respondent's or a sharing invitation's token): in a
// deployed project an operator sees them redacted, and every opening of a mail is audited.
import type { ContractOutput, ContractParsedInput } from '@assay/domain/contracts';
import { DomainError } from '@assay/domain/errors';
import { mailDeliveryLabels, recipientKey, RESEND_STATE, RESENDABLE_STATE } from '@assay/domain/outbox';
import type { platformContracts } from '@assay/domain/platform';
import type { OutboxMail } from '@assay/domain/outbox';
import type { OutboxFilters, OutboxSource } from '../data/mail/outbox-source.ts';
import type { PlatformData } from '../data/platform-data.ts';
import { decodeCursor, encodeCursor, queryFingerprint } from './cursor.ts';

type Contracts = typeof platformContracts;

function noSuchMail(): DomainError {
  return new DomainError('not-found', 'There is no mail with this id.', {
    reason: 'mail-not-found',
    fields: [{ path: 'id', rule: 'no-such-mail', message: 'No such mail' }],
  });
}

/** Query parameters of our links that are credentials (respondent and sharing links, Auth action codes). */
const CREDENTIAL_PARAMETER = /([?&;](?:token|oobCode)=)[^&\s"'<>#]+/gi;
export const REDACTED = '[redacted]';

/** `text` with the value of every credential parameter of its links replaced. */
export function redactCredentials(text: string): string {
  return text.replace(CREDENTIAL_PARAMETER, `$1${REDACTED}`);
}

/** A mail as the outbox shows it: whole on the emulators (the local inbox is how links are followed), credentials redacted elsewhere. */
function shown(source: OutboxSource, mail: OutboxMail): OutboxMail {
  if (source.local) return mail;
  return {
    ...mail,
    text: mail.text === null ? null : redactCredentials(mail.text),
    html: mail.html === null ? null : redactCredentials(mail.html),
  };
}

export async function listOutbox(
  source: OutboxSource,
  input: ContractParsedInput<Contracts['listOutbox']>,
): Promise<ContractOutput<Contracts['listOutbox']>> {
  const filters: OutboxFilters = {
    ...(input.recipient !== undefined ? { recipient: recipientKey(input.recipient) } : {}),
    ...(input.state ? { state: input.state } : {}),
  };
  const fingerprint = queryFingerprint({ list: 'mail', filters });
  const after = input.cursor ? decodeCursor(input.cursor, fingerprint, 'millis') : undefined;
  const [links, page] = await Promise.all([
    source.local ? source.pendingLinks() : Promise.resolve(null),
    source.page({ filters, limit: input.pageSize, ...(after ? { after } : {}) }),
  ]);
  return {
    links,
    items: page.items.map((mail) => shown(source, mail)),
    nextCursor: page.next ? encodeCursor(fingerprint, page.next) : null,
  };
}

/** One mail, its opening written to the global audit log (who read which mail, and when). */
export async function getMail(
  source: OutboxSource,
  platform: Pick<PlatformData, 'transaction'>,
  input: ContractParsedInput<Contracts['getMail']>,
): Promise<ContractOutput<Contracts['getMail']>> {
  const mail = await source.get(input.id);
  if (!mail) throw noSuchMail();
  await platform.transaction((tx) => {
    tx.audit.record({ target: `mail/${input.id}`, summary: 'Opened a mail', subjectName: mail.subject });
    return Promise.resolve();
  });
  return shown(source, mail);
}

/** Sends a failed mail again (ERROR → RETRY) and records it in the global audit log, in one transaction. */
export async function resendMail(
  platform: Pick<PlatformData, 'transaction'>,
  input: ContractParsedInput<Contracts['resendMail']>,
): Promise<ContractOutput<Contracts['resendMail']>> {
  return platform.transaction(async (tx) => {
    const mail = await tx.mail.get(input.id);
    if (!mail) throw noSuchMail();
    const state = mail.delivery?.state;
    if (state !== RESENDABLE_STATE) {
      const now = state
        ? `it is ${mailDeliveryLabels[state].toLowerCase()}`
        : 'the Trigger Email extension has not picked it up yet';
      throw new DomainError(
        'failed-precondition',
        `Only a mail whose delivery failed can be resent; ${now}.`,
        { reason: 'mail-not-retryable' },
      );
    }
    tx.mail.resend(input.id);
    tx.audit.record({
      target: `mail/${input.id}`,
      summary: `Resent a mail whose delivery failed after ${mail.delivery?.attempts ?? 0} ${mail.delivery?.attempts === 1 ? 'attempt' : 'attempts'}`,
      subjectName: mail.subject,
    });
    return { id: input.id, state: RESEND_STATE };
  });
}
