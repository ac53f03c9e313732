import { expect as baseExpect, test } from '@playwright/test';
import { accounts, decidedGuestState, password } from '../support/accounts.ts';
import { expectAccessible } from '../support/fixtures.ts';

// A browser that asks for German gets the product in German from the sign-in page on: it signs
// in, opens the tenant list, a tenant, a completed assessment's results and an assessment in
// progress, all in German (<html lang="de">, German headings, labels and table captions), and axe
// checks each screen. Only the demo data's own names stay as they were written.
test.use({ storageState: decidedGuestState, locale: 'de-DE' });

// Each callable's first call starts a cold worker on the Functions emulator: room for that.
const expect = baseExpect.configure({ timeout: 30_000 });

test('a German-speaking user signs in and walks tenant → assessment → results in German', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/signin');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Bei Assay anmelden' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'E-Mail', exact: true }).fill(accounts.editor);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin/);

  // The tenant list, from the navigation: its heading, table and filters.
  await page.getByRole('link', { name: 'Mandanten', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mandanten' })).toBeVisible();
  const tenants = page.getByRole('table', { name: 'Mandanten' });
  await expect(tenants.getByRole('columnheader', { name: 'Art' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Suchen' })).toBeVisible();
  await expectAccessible(page);

  // A tenant: its tabs, then its assessments.
  await tenants.getByRole('link', { name: /Contoso/ }).click();
  const sections = page.getByRole('navigation', { name: 'Bereiche des Mandanten' });
  await expect(sections.getByRole('link', { name: 'Übersicht' })).toBeVisible();
  await sections.getByRole('link', { name: 'Bewertungen' }).click();
  const assessments = page.getByRole('table', { name: 'Bewertungen' });
  await expect(assessments.getByRole('columnheader', { name: 'Fortschritt' })).toBeVisible();
  await expectAccessible(page);

  // A completed assessment: its status, and its results.
  await assessments.getByRole('link', { name: 'Essential hygiene, Q2' }).click();
  // The list's own badges say the same until the page has changed: wait for the assessment's heading.
  await expect(page.getByRole('heading', { level: 1, name: 'Essential hygiene, Q2' })).toBeVisible();
  await expect(page.getByText('Abgeschlossen', { exact: true })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Ansichten der Bewertung' })
    .getByRole('link', { name: 'Ergebnisse' })
    .click();
  await expect(page.getByRole('heading', { name: 'Lücken nach Priorität' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'CSV exportieren' })).toBeVisible();
  await expectAccessible(page);

  // An assessment in progress: the workspace's filters, answer states and save state.
  await page.goto('/tenant/nw-fabrikam/assessments');
  await page
    .getByRole('table', { name: 'Bewertungen' })
    .getByRole('link', { name: 'Cloud workspace review' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cloud workspace review' })).toBeVisible();
  await expect(page.getByText('In Bearbeitung', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Anzeigen' }).getByRole('button', { name: 'Unbeantwortet' }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('group', { name: 'Status' })
      .getByRole('button', { name: /Erfüllt/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tastenkürzel' })).toBeVisible();
  await expectAccessible(page);
});
