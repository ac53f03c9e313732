import { expect, test, type Page } from '@playwright/test';
import { storageStateOf } from '../support/accounts.ts';
import { expectAccessible } from '../support/fixtures.ts';

test.use({ storageState: storageStateOf('editor') });

/** Saves a picture of the screen as it is now next to the test's results (for people to look at). */
async function picture(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

// An editor runs a whole assessment of the demo baseline with the keyboard: start it, answer
// every control with single keys, see the score by domain and how each control counts, print.
test('an editor answers a whole assessment with keyboard shortcuts, then reads its results and report', async ({ page }) => {
  test.setTimeout(180_000);
  const name = `Keyboard run ${Date.now()}`;
  await page.goto('/tenant/nw-fabrikam/assessments');
  await expect(page.getByRole('table', { name: 'Assessments' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'New assessment' }).click();
  const dialog = page.getByRole('dialog', { name: 'New assessment' });
  await dialog.getByRole('combobox', { name: 'Baseline' }).click();
  await page.getByRole('option', { name: /Essential security hygiene/ }).click();
  await dialog.getByLabel('Name').fill(name);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Start assessment' }).click();
  await expect(page).toHaveURL(/\/tenant\/nw-fabrikam\/assessments\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const progress = page.getByRole('progressbar', { name: 'Progress' });
  const total = Number(await progress.getAttribute('aria-valuemax'));
  expect(total).toBeGreaterThan(10);
  await expectAccessible(page);
  await picture(page, 'workspace-start');

  // Keyboard only: the list takes focus, each status key answers and moves on.
  await page.getByRole('listbox', { name: 'Controls' }).focus();
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  const keys = ['1', '1', '2', '3', '1', '4', '2', '1'];
  for (let i = 0; i < total; i += 1) await page.keyboard.press(keys[i % keys.length]!);
  await expect(progress).toHaveAttribute('aria-valuetext', `${total} of ${total} controls answered`);
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({ timeout: 30_000 });
  await picture(page, 'workspace-answered');

  // Nothing was only on screen: a reload shows every answer from the server.
  await page.reload();
  await expect(progress).toHaveAttribute('aria-valuetext', `${total} of ${total} controls answered`);

  await page.getByRole('link', { name: 'Results' }).click();
  await expect(page.getByRole('table', { name: 'Score by domain, 0–100' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Contribution of each control' })).toBeVisible();
  await expect(page.getByText(/Score = Σ\(weight × credit\) ÷ Σ\(weight\) × 100/)).toBeVisible();
  await expectAccessible(page);
  await picture(page, 'results');

  await page.getByRole('link', { name: 'Report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Fabrikam Manufacturing: ${name}`) })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Appendix: every answer' })).toBeVisible();
  await expectAccessible(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Save as PDF' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await page.pdf({ path: test.info().outputPath('report.pdf'), format: 'A4', printBackground: true });
});
