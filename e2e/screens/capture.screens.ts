import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { storageStateOf, type Role } from '../support/accounts.ts';
import { emulatorDb } from '../support/emulator-db.ts';
import { approvedSupportAccess, requestSupportAccess } from '../support/support-grants.ts';

const outDir = fileURLToPath(new URL('../../screenshots/', import.meta.url));

interface Screen {
  name: string;
  role: Role | null;
  path: string;
  /** Something that must be on screen before the picture is taken. */
  ready: (page: Page) => Promise<void>;
  /** Brings the screen into the state worth seeing (a dialog open, …). */
  act?: (page: Page) => Promise<void>;
  /** Arranges the data the screen shows (through the callables), once before its pictures. */
  prepare?: () => Promise<void>;
}

const heading = (name: string | RegExp) => (page: Page) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

/** A page (an owner's, unless said) with a form dialog opened from its button. */
const dialogScreen = (
  name: string,
  path: string,
  pageHeading: string | RegExp,
  button: string,
  dialog: string | RegExp,
  role: Role = 'owner',
): Screen => ({
  name,
  role,
  path,
  ready: heading(pageHeading),
  act: async (page) => {
    await page.getByRole('button', { name: button }).first().click();
    await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
  },
});

const screens: Screen[] = [
  { name: 'web-sign-in', role: null, path: '/signin', ready: heading('Sign in to Assay') },
  {
    name: 'web-sign-up',
    role: null,
    path: '/signin',
    ready: heading('Sign in to Assay'),
    act: (page) => page.getByRole('tab', { name: 'Create account' }).click(),
  },
  {
    name: 'web-consent-banner',
    role: null,
    path: '/signin',
    ready: heading('Sign in to Assay'),
    // Every screen starts decided (e2e/support/accounts.ts); a first visit has no choice yet.
    act: async (page) => {
      await page.evaluate(() => window.localStorage.removeItem('assay.analytics-consent'));
      await page.reload();
      await expect(page.getByRole('region', { name: /Analytics cookies/ })).toBeVisible();
    },
  },
  {
    // The longest labels of the five languages (French) on a phone: they wrap inside the buttons.
    name: 'web-consent-banner-fr',
    role: null,
    path: '/signin',
    ready: (page) => expect(page.locator('body')).toBeVisible(),
    act: async (page) => {
      await page.evaluate(() => {
        window.localStorage.removeItem('assay.analytics-consent');
        window.localStorage.setItem('assay.locale', 'fr');
      });
      await page.reload();
      await expect(page.getByRole('button', { name: 'Accepter la mesure d’audience' })).toBeVisible();
    },
  },
  {
    // The longest way-in labels (French) on a phone: the three tabs share the width and wrap.
    name: 'web-sign-in-fr',
    role: null,
    path: '/signin',
    ready: (page) => expect(page.locator('body')).toBeVisible(),
    act: async (page) => {
      await page.evaluate(() => window.localStorage.setItem('assay.locale', 'fr'));
      await page.reload();
      await expect(page.getByRole('tab', { name: 'Lien par e-mail' })).toBeVisible();
    },
  },
  {
    // Sign-in discovery answered "this domain signs in with single sign-on" (the answer is
    // stubbed: the demo data has no verified domain): the password gives way to the SSO button.
    name: 'web-sign-in-sso',
    role: null,
    path: '/signin',
    ready: heading('Sign in to Assay'),
    act: async (page) => {
      await page.route('**/sso-discover', (route) =>
        route.fulfill({ json: { result: { providerId: 'oidc.demo' } } }),
      );
      const email = page.getByLabel(/^Email/);
      await email.fill('ann@acme.example');
      await email.blur();
      await expect(page.getByText('Your organisation signs in with single sign-on')).toBeVisible();
    },
  },
  {
    name: 'web-reset-request',
    role: null,
    path: '/signin',
    ready: heading('Sign in to Assay'),
    act: (page) => page.getByRole('button', { name: 'Forgot password?' }).click(),
  },
  {
    name: 'web-account-action-dead-link',
    role: null,
    path: '/auth/action?mode=resetPassword&oobCode=used',
    ready: (page) => expect(page.getByText('This link does not work')).toBeVisible(),
  },
  { name: 'web-not-found', role: null, path: '/no/such/page', ready: heading('Page not found') },
  {
    name: 'web-in-progress',
    role: null,
    path: '/in-progress/northwind/nw-contoso',
    ready: (page) => expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible(),
  },
  { name: 'web-home', role: 'owner', path: '/', ready: heading(/Welcome/) },
  {
    name: 'web-account-menu',
    role: 'owner',
    path: '/',
    ready: heading(/Welcome/),
    act: async (page) => {
      await page.getByRole('button', { name: 'Olivia Owner' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
    },
  },
  { name: 'web-account', role: 'owner', path: '/account', ready: heading('Your account') },
  dialogScreen('web-account-add-phone', '/account', 'Your account', 'Add phone', 'Add a phone'),
  { name: 'shared-account', role: 'shared', path: '/shared/account', ready: heading('Your account') },
  {
    name: 'web-tenants',
    role: 'owner',
    path: '/tenant/',
    ready: async (page) => {
      await heading('Tenants')(page);
      await expect(page.getByRole('table', { name: 'Tenants' }).getByRole('row').nth(1)).toBeVisible();
    },
  },
  {
    // German, whose words run longest of the five: the list, the workspace and the roadmap board at 390 px.
    name: 'web-tenants-de',
    role: 'owner',
    path: '/tenant/',
    ready: (page) => expect(page.locator('body')).toBeVisible(),
    act: async (page) => {
      await page.evaluate(() => window.localStorage.setItem('assay.locale', 'de'));
      await page.reload();
      await expect(page.getByRole('table', { name: 'Mandanten' }).getByRole('row').nth(1)).toBeVisible();
    },
  },
  {
    name: 'web-workspace-de',
    role: 'owner',
    path: '/tenant/nw-fabrikam/assessments/cws/nw-fabrikam-cws',
    ready: (page) => expect(page.locator('body')).toBeVisible(),
    act: async (page) => {
      await page.evaluate(() => window.localStorage.setItem('assay.locale', 'de'));
      await page.reload();
      await expect(page.getByRole('button', { name: 'Tastenkürzel' })).toBeVisible();
    },
  },
  {
    name: 'web-roadmap-de',
    role: 'owner',
    path: '/roadmap',
    ready: (page) => expect(page.locator('body')).toBeVisible(),
    act: async (page) => {
      await page.evaluate(() => window.localStorage.setItem('assay.locale', 'de'));
      await page.reload();
      await expect(
        page
          .getByRole('region', { name: /^Jetzt/ })
          .getByRole('listitem')
          .first(),
      ).toBeVisible();
    },
  },
  {
    name: 'web-tenants-archived',
    role: 'owner',
    path: '/tenant/?status=archived',
    ready: (page) => expect(page.getByRole('link', { name: 'Lucerne Logistics' })).toBeVisible(),
  },
  {
    name: 'web-tenants-empty-filter',
    role: 'owner',
    path: '/tenant/?q=zzz',
    ready: (page) => expect(page.getByText('No tenants match')).toBeVisible(),
  },
  dialogScreen('web-tenant-new-dialog', '/tenant/', 'Tenants', 'New tenant', 'New tenant'),
  dialogScreen('web-invite-dialog', '/admin', 'Admin', 'Invite member', 'Invite a member'),
  dialogScreen(
    'web-share-dialog',
    '/tenant/nw-fabrikam/sharing',
    'Fabrikam Manufacturing',
    'Share',
    /^Share Fabrikam/,
  ),
  dialogScreen(
    'web-new-assessment-dialog',
    '/tenant/nw-contoso/assessments',
    'Contoso Pharmaceuticals',
    'New assessment',
    'New assessment',
  ),
  dialogScreen('web-new-baseline-dialog', '/contentAdmin', /Content/, 'New baseline', 'New baseline'),
  {
    name: 'web-tenant-overview',
    role: 'owner',
    path: '/tenant/nw-fabrikam',
    ready: heading('Fabrikam Manufacturing'),
  },
  {
    name: 'web-tenant-sharing',
    role: 'owner',
    path: '/tenant/nw-fabrikam/sharing',
    ready: heading('Fabrikam Manufacturing'),
  },
  {
    name: 'web-tenant-settings',
    role: 'owner',
    path: '/tenant/nw-fabrikam/settings',
    ready: heading('Fabrikam Manufacturing'),
  },
  {
    name: 'web-tenant-archived',
    role: 'owner',
    path: '/tenant/nw-lucerne/settings',
    ready: heading('Lucerne Logistics'),
  },
  { name: 'web-explore', role: 'owner', path: '/explore', ready: heading('Explore') },
  {
    name: 'web-roadmap',
    role: 'owner',
    path: '/roadmap',
    ready: (page) =>
      expect(page.getByRole('region', { name: /^Now/ }).getByRole('listitem').first()).toBeVisible(),
  },
  {
    name: 'web-explore-compare',
    role: 'owner',
    path: '/explore/compare/nw-contoso?baseline=esh',
    ready: (page) => expect(page.getByRole('table', { name: /score by domain/ })).toBeVisible(),
  },
  {
    name: 'web-roadmap-table',
    role: 'owner',
    path: '/roadmap?view=table',
    ready: (page) => expect(page.getByRole('table', { name: 'Roadmap items' })).toBeVisible(),
  },
  {
    name: 'web-roadmap-item',
    role: 'owner',
    path: '/roadmap',
    ready: (page) =>
      expect(page.getByRole('region', { name: /^Now/ }).getByRole('listitem').first()).toBeVisible(),
    act: async (page) => {
      await page
        .getByRole('region', { name: /^Now/ })
        .getByRole('listitem')
        .first()
        .getByRole('button')
        .nth(1)
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'web-tenant-roadmap',
    role: 'owner',
    path: '/tenant/nw-contoso/roadmap',
    ready: (page) => expect(page.getByRole('region', { name: /^Now/ })).toBeVisible(),
  },
  {
    name: 'web-roadmap-viewer',
    role: 'viewer',
    path: '/roadmap',
    ready: (page) =>
      expect(page.getByRole('region', { name: /^Now/ }).getByRole('listitem').first()).toBeVisible(),
  },
  { name: 'web-content-admin', role: 'owner', path: '/contentAdmin', ready: heading(/Content/) },
  {
    // A new private draft, its first domain's names in other languages open.
    name: 'web-content-editor-domain-names',
    role: 'owner',
    path: '/contentAdmin',
    ready: heading(/Content/),
    act: async (page) => {
      await page.getByRole('button', { name: 'New baseline' }).first().click();
      await page.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill('Supplier review');
      await page.getByRole('button', { name: 'Create baseline' }).click();
      await page.getByRole('button', { name: 'Names of General in other languages' }).click();
      await page.getByRole('textbox', { name: 'Deutsch' }).fill('Allgemein');
    },
  },
  { name: 'web-developer', role: 'owner', path: '/developer', ready: heading('Developer') },
  { name: 'web-admin', role: 'owner', path: '/admin', ready: heading('Admin') },
  // The pseudo-locale (accented, about a third longer; built in by `pnpm screenshots`) finds text
  // that a longer language would truncate or push out of its box, on the pages with the most words.
  ...(['/admin', '/tenant/', '/developer/keys'] as const).map((path): Screen => ({
    name: `web${path.replace(/\/$/, '').replace(/\//g, '-')}-xa`,
    role: 'owner',
    path,
    ready: (page) => expect(page.locator('body')).toBeVisible(),
    act: async (page) => {
      await page.evaluate(() => window.localStorage.setItem('assay.locale', 'en-XA'));
      await page.reload();
      // A pseudo-localised heading: the build carries the pseudo-locale (ASSAY_PSEUDO_LOCALE=1).
      await expect(page.getByRole('heading', { level: 1, name: /^\[.+\]$/ })).toBeVisible();
    },
  })),
  {
    // The owners' SCIM card: the demo organisation is on the team plan, so it says why creating a token is off.
    name: 'web-admin-scim',
    role: 'owner',
    path: '/admin',
    ready: (page) => expect(page.getByText('SCIM provisioning is part of the Business plan.')).toBeVisible(),
    act: (page) =>
      page.getByRole('heading', { name: 'Directory provisioning (SCIM)' }).scrollIntoViewIfNeeded(),
  },
  {
    name: 'web-admin-support-request',
    role: 'owner',
    path: '/admin',
    prepare: () => requestSupportAccess(supportReason),
    ready: (page) =>
      expect(
        page
          .getByRole('table', { name: 'Support access requests and grants' })
          .getByText('Waiting for an owner'),
      ).toBeVisible(),
    act: (page) => page.getByRole('heading', { name: 'Support access' }).scrollIntoViewIfNeeded(),
  },
  { name: 'web-tenants-viewer', role: 'viewer', path: '/tenant/', ready: heading('Tenants') },
  {
    name: 'web-forbidden',
    role: 'owner',
    path: '/service',
    ready: heading("You don't have access to this page"),
  },
  {
    name: 'web-home-system-admin',
    role: 'admin',
    path: '/',
    ready: heading(/Set up your organisation|Welcome/),
  },
  {
    name: 'shared-sign-in',
    role: null,
    path: '/sharedSignin/nw-contoso',
    ready: heading('Sign in to your shared tenant'),
  },
  {
    name: 'shared-sign-in-bad-link',
    role: null,
    path: `/sharedSignin/nw-contoso?org=northwind&token=nobody_${'x'.repeat(32)}`,
    ready: heading('This link does not work'),
  },
  {
    name: 'shared-tenant',
    role: 'shared',
    path: '/shared/tenant/nw-contoso',
    ready: heading('Contoso Pharmaceuticals'),
  },
  {
    name: 'shared-tenant-roadmap',
    role: 'shared',
    path: '/shared/tenant/nw-contoso/roadmap',
    ready: heading('Contoso Pharmaceuticals'),
  },
  {
    name: 'shared-tenant-assessments',
    role: 'shared',
    path: '/shared/tenant/nw-contoso/assessments',
    ready: (page) => expect(page.getByRole('table', { name: 'Completed assessments' })).toBeVisible(),
  },
  {
    name: 'shared-results',
    role: 'shared',
    path: '/shared/tenant/nw-contoso/assessments/nw-contoso-esh-q2',
    ready: heading('Essential hygiene, Q2'),
  },
  {
    name: 'shared-report',
    role: 'shared',
    path: '/shared/tenant/nw-contoso/assessments/nw-contoso-esh-q2?view=report',
    ready: heading('Contoso Pharmaceuticals: Essential hygiene, Q2'),
  },
  {
    // The report printed in German for a client, with the page around it in English.
    name: 'web-report-de',
    role: 'owner',
    path: '/tenant/nw-contoso/assessments/esh/nw-contoso-esh-q2?view=report&lang=de',
    ready: heading('Contoso Pharmaceuticals: Essential hygiene, Q2'),
  },
  {
    name: 'shared-other-tenant',
    role: 'shared',
    path: '/shared/tenant/nw-fabrikam',
    ready: heading('Page not found'),
  },
  {
    name: 'service-tenants',
    role: 'admin',
    path: '/service',
    ready: async (page) => {
      await heading('Tenants')(page);
      await expect(page.getByRole('link', { name: 'Globex Audit' })).toBeVisible();
    },
  },
  { name: 'service-users', role: 'admin', path: '/service/users', ready: heading('Users') },
  {
    name: 'service-audit',
    role: 'admin',
    path: '/service/audit',
    ready: async (page) => {
      await heading('Audit')(page);
      await expect(page.getByRole('table', { name: 'Audit log' }).getByRole('row').nth(1)).toBeVisible();
    },
  },
  {
    name: 'service-subscriptions',
    role: 'admin',
    path: '/service/subscriptions',
    ready: (page) =>
      expect(
        page
          .getByRole('table', { name: 'Subscriptions' })
          .getByRole('link', { name: 'Northwind Consulting' }),
      ).toBeVisible(),
  },
  {
    name: 'service-tenant',
    role: 'admin',
    path: '/service/tenants/northwind',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  // The admin's request to Northwind waits for its owner (web-admin-support-request asked it): both ways to ask are offered.
  dialogScreen(
    'service-support-request-dialog',
    '/service/tenants/northwind',
    'Northwind Consulting',
    'Request support access',
    'Request support access',
    'admin',
  ),
  dialogScreen(
    'service-break-glass-dialog',
    '/service/tenants/northwind',
    'Northwind Consulting',
    'Break-glass',
    'Break-glass access',
    'admin',
  ),
  {
    name: 'service-support-results',
    role: 'admin',
    path: '/service/tenants/northwind/nw-contoso/nw-contoso-esh-q2',
    prepare: () => approvedSupportAccess(supportReason),
    ready: async (page) => {
      await expect(page.getByText(/Read-only support access under grant/)).toBeVisible();
      await expect(page.getByRole('heading', { name: /^Essential hygiene, Q2/ })).toBeVisible();
    },
  },
  {
    name: 'service-support-roadmap',
    role: 'admin',
    path: '/service/tenants/northwind/nw-contoso/roadmap',
    ready: (page) => expect(page.getByRole('table', { name: 'Roadmap items' })).toBeVisible(),
  },
  {
    name: 'service-outbox',
    role: 'admin',
    path: '/service/outbox',
    ready: (page) =>
      expect(page.getByRole('link', { name: 'Your assessment results are ready' })).toBeVisible(),
  },
  {
    name: 'service-outbox-failed',
    role: 'admin',
    path: '/service/outbox?state=ERROR',
    ready: (page) =>
      expect(
        page.getByRole('link', { name: 'You are invited to join Northwind Consulting on Assay' }),
      ).toBeVisible(),
  },
  {
    name: 'service-outbox-mail',
    role: 'admin',
    path: '/service/outbox/screens-failed',
    ready: (page) => expect(page.getByLabel('Delivery').getByText('Failed', { exact: true })).toBeVisible(),
  },
  {
    name: 'service-outbox-resend',
    role: 'admin',
    path: '/service/outbox/screens-failed',
    ready: (page) => expect(page.getByRole('button', { name: 'Resend' })).toBeVisible(),
    act: async (page) => {
      await page.getByRole('button', { name: 'Resend' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
    },
  },
  // The console and content admin in German, whose words run longest: an organisation, a mail, the baselines.
  {
    name: 'service-tenant-de',
    role: 'admin',
    path: '/service/tenants/northwind',
    ready: (page) => expect(page.locator('body')).toBeVisible(),
    act: async (page) => {
      await page.evaluate(() => window.localStorage.setItem('assay.locale', 'de'));
      await page.reload();
      await expect(page.getByRole('table', { name: 'Abonnementverlauf' })).toBeVisible();
    },
  },
  {
    name: 'service-outbox-mail-de',
    role: 'admin',
    path: '/service/outbox/screens-failed',
    ready: (page) => expect(page.locator('body')).toBeVisible(),
    act: async (page) => {
      await page.evaluate(() => window.localStorage.setItem('assay.locale', 'de'));
      await page.reload();
      await expect(page.getByLabel('Zustellung').getByText('Fehlgeschlagen', { exact: true })).toBeVisible();
    },
  },
  {
    name: 'web-content-admin-de',
    role: 'owner',
    path: '/contentAdmin',
    ready: (page) => expect(page.locator('body')).toBeVisible(),
    act: async (page) => {
      await page.evaluate(() => window.localStorage.setItem('assay.locale', 'de'));
      await page.reload();
      await expect(page.getByRole('table', { name: 'Baselines' }).getByRole('row').nth(1)).toBeVisible();
    },
  },
  {
    // The owners' single sign-on card with a verified and a pending domain (its TXT record to publish).
    // Globex (not the demo organisation, which other screens show on the team plan) is made a Business
    // organisation for it; its role's screens come last, so no other screen sees the change.
    name: 'web-admin-sso',
    role: 'otherOwner',
    path: '/admin',
    prepare: async () => {
      const db = emulatorDb();
      const at = Timestamp.fromDate(new Date('2026-11-20T09:00:00.000Z'));
      const claim = (domain: string, verified: boolean) => ({
        domain,
        status: verified ? 'verified' : 'pending',
        secret: verified ? 'Wq3xHn8sKd2LmP5rTv7yBz4cFg6jNa9e' : 'Yt5uIo2pAs8dFg3hJk6lZx9cVb4nMq7w',
        claimedAt: at,
        claimedBy: 'globex-owner',
        claimedByName: null,
        verifiedAt: verified ? at : null,
      });
      await db.doc('orgs/globex').update({ plan: 'business' });
      await db.doc('orgs/globex/ssoDomains/globex.example').set(claim('globex.example', true));
      await db.doc('ssoDomainOwners/globex.example').set({ tid: 'globex' });
      await db.doc('orgs/globex/ssoDomains/globex-audit.example').set(claim('globex-audit.example', false));
    },
    ready: (page) => expect(page.getByRole('table', { name: 'Claimed domains' })).toBeVisible(),
    act: (page) => page.getByRole('heading', { name: 'Single sign-on' }).scrollIntoViewIfNeeded(),
  },
  {
    // The viewer of the demo organisation is also a viewer of Globex: the top bar's switcher, open.
    name: 'web-org-switcher',
    role: 'viewer',
    path: '/tenant/',
    prepare: async () => {
      const db = emulatorDb();
      const joinedAt = Timestamp.fromDate(new Date('2026-11-20T09:00:00.000Z'));
      await db.doc('orgs/globex/members/demo-viewer').set({
        uid: 'demo-viewer',
        email: 'viewer@demo.assay.test',
        displayName: 'Vera Viewer',
        role: 'viewer',
        joinedAt,
      });
      await db
        .doc('accounts/demo-viewer/memberships/globex')
        .set({ tid: 'globex', role: 'viewer', joinedAt });
    },
    ready: heading('Tenants'),
    act: async (page) => {
      await page.getByRole('button', { name: /^Current organisation:/ }).click();
      await expect(page.getByRole('menuitemradio', { name: /Globex/ })).toBeVisible();
    },
  },
];

const supportReason = 'Customer reported a wrong score in Identity and access';

/**
 * The outbox's mail: the seed queues none, and the Trigger Email extension (which writes the
 * delivery) does not run on the emulators. Written as the product queues them and as the
 * extension answers: one sent, one failed, one not picked up yet.
 */
async function queueOutboxMail(): Promise<void> {
  const minutesAgo = (minutes: number) => Timestamp.fromMillis(Date.now() - minutes * 60_000);
  const mail = (
    to: string,
    subject: string,
    text: string,
    minutes: number,
    delivery?: Record<string, unknown>,
  ) => ({
    to,
    recipients: [to],
    message: { subject, text, html: `<p>${text.replace(/(https:\/\/\S+)/, '<a href="$1">$1</a>')}</p>` },
    createdAt: minutesAgo(minutes),
    ...(delivery
      ? {
          delivery: {
            startTime: minutesAgo(minutes),
            endTime: minutesAgo(minutes),
            leaseExpireTime: null,
            attempts: 1,
            error: null,
            ...delivery,
          },
        }
      : {}),
  });
  const batch = emulatorDb().batch();
  const docs = emulatorDb().collection('mail');
  batch.set(
    docs.doc('screens-queued'),
    mail(
      'viewer@demo.assay.test',
      'Your assessment results are ready',
      'Contoso Pharmaceuticals completed Essential hygiene, Q2: https://assay.test/tenant/nw-contoso',
      2,
    ),
  );
  batch.set(
    docs.doc('screens-failed'),
    mail(
      'new.hire@contoso.test',
      'You are invited to join Northwind Consulting on Assay',
      'Olivia invited you to Northwind Consulting as an editor. Accept within 7 days: https://assay.test/invite/abc',
      45,
      {
        state: 'ERROR',
        error: 'Error: Invalid login: 535-5.7.8 Username and Password not accepted',
      },
    ),
  );
  batch.set(
    docs.doc('screens-sent'),
    mail(
      'owner@demo.assay.test',
      'Support access requested for Northwind Consulting',
      'Assay support asks for read-only access for 4 hours. Approve or deny it in Admin: https://assay.test/admin',
      180,
      {
        state: 'SUCCESS',
        info: {
          messageId: '<screens-sent@assay.test>',
          accepted: ['owner@demo.assay.test'],
          rejected: [],
          pending: [],
          response: '250 2.0.0 OK',
        },
      },
    ),
  );
  await batch.commit();
}

test.beforeAll(queueOutboxMail);

const widths = [
  { label: 'desktop', width: 1280, height: 800 },
  { label: 'phone', width: 390, height: 844 },
] as const;
const themes = ['light', 'dark'] as const;

mkdirSync(outDir, { recursive: true });

for (const role of [null, 'owner', 'viewer', 'admin', 'shared', 'otherOwner'] as const) {
  test.describe(`as ${role ?? 'guest'}`, () => {
    if (role) test.use({ storageState: storageStateOf(role) });
    for (const screen of screens.filter((s) => s.role === role)) {
      test(screen.name, async ({ page }) => {
        await screen.prepare?.();
        for (const { label, width, height } of widths) {
          for (const theme of themes) {
            await page.setViewportSize({ width, height });
            await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
            await page.goto(screen.path);
            await screen.ready(page);
            await screen.act?.(page);
            // Let lazy chunks, fonts and the last query settle before the picture.
            await page.waitForLoadState('networkidle');
            await page.screenshot({ path: `${outDir}${screen.name}--${label}-${theme}.png`, fullPage: true });
          }
        }
      });
    }
  });
}
