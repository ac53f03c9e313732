// `pnpm bench outbox`: the service console's outbox with 1,000 mails, on the emulators (inside
// with-emulators). Seeds 1,000 `mail` documents as the product queues them, with the delivery
// the Trigger Email extension would have written (most sent, some failed, retrying, pending or
// not picked up), to 40 recipients; then calls service-listOutbox over HTTP as a system admin:
// page one and page two of every mail, one state, one recipient, and both, 25 a page. Prints
// p50 / p95 latency per case and the Firestore reads of one page counted on the source
// (documents returned, at least one per query, as billed). Emulator figures: compare them with
// each other. Asserts nothing.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { MAIL_COLLECTION } from '@assay/domain/outbox';
import { platformContracts } from '@assay/domain/platform';
import { env } from '../src/env.ts';
import { systemAdminToken, timedCallable, timePages, type Page } from './support/paged-callable.ts';
import { listOutbox } from '../src/services/platform-outbox-service.ts';
import { mailMapper } from '../src/data/mail/mail.ts';
import { outboxSource } from '../src/data/mail/outbox-source.ts';
import type { OutboxSource } from '../src/data/mail/outbox-source.ts';

const MAILS = 1000;
const RUNS = 20;
const app = getApps()[0] ?? initializeApp({ projectId: env.projectId });
const db = getFirestore(app);
const run = Date.now().toString(36);
const recipientOf = (i: number) => `person${i % 40}-${run}@example.test`;
/** What the extension wrote: 7 in 10 sent, then failed, retrying, pending, not picked up yet. */
const states = [
  'SUCCESS',
  'SUCCESS',
  'SUCCESS',
  'SUCCESS',
  'SUCCESS',
  'SUCCESS',
  'SUCCESS',
  'ERROR',
  'RETRY',
  'PENDING',
  null,
] as const;

console.log(`Seeding ${MAILS} mails…`);
for (let start = 0; start < MAILS; start += 200) {
  const batch = db.batch();
  for (let i = start; i < Math.min(start + 200, MAILS); i += 1) {
    const ref = db.collection(MAIL_COLLECTION).doc(`bench-${run}-${String(i).padStart(4, '0')}`);
    const createdAt = new Date(Date.now() - (MAILS - i) * 60_000).toISOString();
    const state = states[i % states.length] ?? null;
    const at = Timestamp.fromDate(new Date(createdAt));
    batch.set(ref, {
      ...mailMapper.toDoc({
        id: ref.id,
        to: recipientOf(i),
        subject: `Bench mail ${i}`,
        text: 'Hello',
        html: '<p>Hello</p>',
        createdAt,
      }),
      ...(state
        ? {
            delivery: {
              state,
              attempts: state === 'PENDING' ? 0 : 1,
              error: state === 'ERROR' ? 'Error: 550 mailbox unavailable' : null,
              startTime: at,
              endTime: at,
              leaseExpireTime: null,
            },
          }
        : {}),
    });
  }
  await batch.commit();
}

const call = timedCallable<Page>('service-listOutbox', await systemAdminToken(app, run));

/** Firestore reads of one page, counted on the source the callable uses (not the Auth emulator's links: no Firestore read). */
async function readsOf(input: object): Promise<number> {
  let reads = 0;
  const source = outboxSource(db, {
    isEmulator: false,
    projectId: env.projectId,
    authEmulatorHost: undefined,
  });
  const counted: OutboxSource = {
    ...source,
    page: async (query) => {
      const page = await source.page(query);
      reads += Math.max(1, page.items.length + (page.next ? 1 : 0));
      return page;
    },
  };
  await listOutbox(counted, platformContracts.listOutbox.input.parse(input));
  return reads;
}

const cases: { label: string; input: object }[] = [
  { label: 'every mail', input: {} },
  { label: 'state = failed', input: { state: 'ERROR' } },
  { label: 'one recipient', input: { recipient: recipientOf(7) } },
  { label: 'recipient + failed', input: { recipient: recipientOf(7), state: 'ERROR' } },
];

await call({});
console.log(
  `\nservice-listOutbox, ${MAILS.toLocaleString('en')} mails (and any already there), 25 a page (${RUNS} runs each, emulators):`,
);
console.log('case                     on page 1  reads/page  page 1 p50 / p95 ms   page 2 p50 / p95 ms');
for (const { label, input } of cases) {
  const { first, second, page } = await timePages(call, input, RUNS);
  console.log(
    `${label.padEnd(24)} ${String(page.items.length).padStart(9)}  ${String(await readsOf(input)).padStart(10)}  ${first.padStart(19)}  ${second.padStart(19)}`,
  );
}
process.exit(0);
