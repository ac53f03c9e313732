// `pnpm bench lighthouse [page…]`: Lighthouse 12's mobile preset (simulated slow 4G, 4× CPU
// slowdown) on the pages people first meet on a phone, against the built apps on the hosting
// emulator, in Debian's chromium. Three runs per page; prints the median score, FCP, LCP, TBT,
// CLS and main-thread time. Runs inside with-emulators --hosting after the seed; asserts nothing.
// The links are made as a member would make them (sharing-share, respondents-invite) and read
// from the mail collection, as the recipient would read them.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, type Timestamp } from 'firebase-admin/firestore';
import { mkdirSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { call, idToken } from './callables.ts';
import { hostingUrl } from './env.ts';

const RUNS = 3;
const CHROMIUM = '/usr/bin/chromium';
const db = getFirestore(initializeApp({ projectId: 'demo-assay' }, 'bench-lighthouse'));

/** The first link of the newest mail to `to`, polled for up to a minute while the mail is being written. */
async function linkMailedTo(to: string): Promise<string> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const snap = await db.collection('mail').where('to', '==', to).get();
    const newest = snap.docs
      .map((doc) => doc.data() as { createdAt: Timestamp; message: { text: string } })
      .sort((a, b) => b.createdAt.toMillis() - a.createdAt.toMillis())[0];
    const url = newest && /https?:\/\/\S+/.exec(newest.message.text)?.[0];
    if (url) {
      const parsed = new URL(url);
      return `${hostingUrl}${parsed.pathname}${parsed.search}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail with a link to ${to} within a minute`);
}

/** A sharing link of Contoso and a respondent's link to an open assessment of Fabrikam, made by the demo editor. */
async function mailedLinks(): Promise<{ sharedSignIn: string; respondent: string }> {
  const editor = await idToken('editor@demo.assay.test');
  const stamp = Date.now();
  const guest = `bench-shared-${stamp}@example.test`;
  await call(editor, 'sharing-share', { tenantId: 'nw-contoso', email: guest });
  const { items } = await call<{ items: { id: string; status: string }[] }>(editor, 'assessments-list', {
    tenantId: 'nw-fabrikam',
  });
  const open = items.find((item) => item.status !== 'completed' && item.status !== 'archived');
  if (!open) throw new Error('nw-fabrikam has no open assessment to invite a respondent to');
  const respondent = `bench-respondent-${stamp}@example.test`;
  await call(editor, 'respondents-invite', { assessmentId: open.id, email: respondent });
  return { sharedSignIn: await linkMailedTo(guest), respondent: await linkMailedTo(respondent) };
}

/** Signs the demo shared user in through the sign-in page; Firebase keeps the session in IndexedDB. */
async function signInShared(page: Page): Promise<void> {
  await page.goto(`${hostingUrl}/signin`);
  await page.locator('input[type="email"]').fill('shared@demo.assay.test');
  await page.locator('input[type="password"]').fill('demo-password-1');
  await Promise.all([
    page.waitForNavigation({ waitUntil: 'networkidle0' }).catch(() => undefined),
    page.locator('button[type="submit"]').click(),
  ]);
  await page.waitForFunction("location.pathname.startsWith('/shared/tenant/')", { timeout: 30_000 });
}

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  mainThread: number;
}

/** Where each page's last report goes, to read which scripts and requests cost the time. */
const REPORTS = 'tools/bench/dist/lighthouse';

/** One Lighthouse navigation (default mobile settings; IndexedDB is kept, the HTTP cache is not). */
async function measure(page: Page, url: string, name: string): Promise<Figures> {
  const result = await lighthouse(
    url,
    { onlyCategories: ['performance'], logLevel: 'error' },
    undefined,
    page,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  mkdirSync(REPORTS, { recursive: true });
  writeFileSync(`${REPORTS}/${name.replace(/\W/g, '') || 'page'}.json`, JSON.stringify(lhr));
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: lhr.categories.performance?.score ?? Number.NaN,
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    mainThread: value('mainthread-work-breakdown'),
  };
}

/**
 * A run Lighthouse could not record (NO_NAVSTART: its trace missed the navigation, seen under
 * load) is run again, up to twice, instead of losing every page's line.
 */
async function measureRetried(page: Page, url: string, name: string): Promise<Figures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(page, url, name);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`  ${name}: run failed (${String(error)}), running it again`);
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function report(browser: Browser, name: string, url: string): Promise<void> {
  const page = await browser.newPage();
  const runs: Figures[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await measureRetried(page, url, name));
  await page.close();
  const m = (key: keyof Figures) => median(runs.map((run) => run[key]));
  console.log(
    `  ${name.padEnd(14)} score ${m('score').toFixed(2)}  FCP ${(m('fcp') / 1000).toFixed(2)} s  LCP ${(m('lcp') / 1000).toFixed(2)} s  TBT ${m('tbt').toFixed(0).padStart(5)} ms  CLS ${m('cls').toFixed(3)}  main thread ${(m('mainThread') / 1000).toFixed(2)} s  (scores ${runs.map((run) => run.score.toFixed(2)).join(' ')})`,
  );
}

const pageNames = ['signin', 'sharedSignin', 'respondent', 'portal'] as const;
const asked = process.argv
  .slice(2)
  .filter((arg): arg is (typeof pageNames)[number] => (pageNames as readonly string[]).includes(arg));
const wanted = new Set(asked.length > 0 ? asked : pageNames);

const links = wanted.has('sharedSignin') || wanted.has('respondent') ? await mailedLinks() : undefined;
const launch = () =>
  puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
console.log(`Lighthouse ${RUNS} runs per page, mobile preset (slow 4G, 4× CPU), medians:`);
// Signed-out pages in a browser nobody signed in to; the portal in one the shared user signed in to.
const guest = await launch();
try {
  if (wanted.has('signin')) await report(guest, '/signin', `${hostingUrl}/signin`);
  if (links && wanted.has('sharedSignin')) await report(guest, '/sharedSignin', links.sharedSignIn);
  if (links && wanted.has('respondent')) await report(guest, '/in-progress', links.respondent);
} finally {
  await guest.close();
}
if (wanted.has('portal')) {
  const shared = await launch();
  try {
    const page = await shared.newPage();
    await signInShared(page);
    await page.close();
    await report(shared, 'portal', `${hostingUrl}/shared/tenant/nw-contoso`);
  } finally {
    await shared.close();
  }
}
process.exit(0);
