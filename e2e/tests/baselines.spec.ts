import { expect, test, type Page } from '@playwright/test';
import { storageStateOf } from '../support/accounts.ts';
import { expectAccessible } from '../support/fixtures.ts';

// The organisation admin of Northwind (team plan: private baselines allowed) curates a private
// baseline from a CSV; an editor of the same organisation can only read it.
test.use({ storageState: storageStateOf('owner') });

// The journey's first call to each of eight callables starts its Functions emulator worker
// (several seconds each on a loaded machine): room for that, not a timing.
const afterFirstCall = expect.configure({ timeout: 30_000 });

const stamp = Date.now().toString(36);
const name = `Supplier assurance ${stamp}`;
const header = 'ref,title,domain,weight,effort,description,guidance,references,tags';
const row1 = `SUP-01,Supplier inventory,Suppliers,4,S,Every supplier that handles our data is listed with an owner.,Review the list twice a year.,NIST-CSF-2.0 GV.SC-09; ISO27001:2022 A.5.19,suppliers`;
const row2 = (weight: number) =>
  `SUP-02,Security clauses in contracts,Suppliers,${weight},M,Contracts with key suppliers include security and breach-notice clauses.,Use a standard annex.,CIS-v8 15.4,contracts`;
const csv = (weight: number) => Buffer.from([header, row1, row2(weight), ''].join('\n'));

async function pick(page: Page, content: Buffer) {
  await page
    .getByLabel('File')
    .setInputFiles({ name: 'suppliers.csv', mimeType: 'text/csv', buffer: content });
}

test('an admin imports, reorders, publishes, versions and diffs a baseline, then finds it in Explore; an editor cannot edit', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // Import: the dry run reports the bad row and writes nothing.
  await page.goto('/contentAdmin/import');
  await expect(page.getByRole('heading', { name: 'Content admin', level: 1 })).toBeVisible();
  await pick(page, csv(9));
  await page.getByLabel('Baseline name').fill(name);
  await page.getByRole('button', { name: 'Check file' }).click();
  const problems = page.getByRole('table', { name: 'Problems in the file' });
  await afterFirstCall(problems.getByRole('row').nth(1)).toContainText('Row 3');
  await expect(problems.getByRole('row').nth(1)).toContainText('weight');
  await expect(page.getByText(/Nothing was imported/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import as draft' })).toBeDisabled();
  await expectAccessible(page);
  await page.goto('/contentAdmin/baselines');
  await expect(page.getByRole('table', { name: 'Baselines' }).getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveCount(0);

  // Fixed, checked and imported: a draft opens in the editor.
  await page.goto('/contentAdmin/import');
  await pick(page, csv(3));
  await page.getByLabel('Baseline name').fill(name);
  await page.getByRole('button', { name: 'Check file' }).click();
  await afterFirstCall(page.getByText('The file is ready to import')).toBeVisible();
  await page.getByRole('button', { name: 'Import as draft' }).click();
  await afterFirstCall(page).toHaveURL(/\/contentAdmin\/baselines\/[^/]+$/);
  const draftId = new URL(page.url()).pathname.split('/').pop()!;
  const controls = page.getByRole('list', { name: 'Controls of Suppliers' });
  await afterFirstCall(controls.getByRole('listitem')).toHaveCount(2);
  await expect(controls.getByRole('listitem').first()).toContainText('SUP-01');
  await expectAccessible(page);

  // Keyboard-only reorder: Space picks up, Down moves, Space drops; autosave follows.
  await page.getByRole('button', { name: 'Move control SUP-01' }).focus();
  // Each key waits for what the previous one announced, as a screen-reader user would hear it
  // (a key pressed before the pick-up settles is not a move).
  await page.keyboard.press('Space');
  // (dnd-kit may follow the pick-up at once with the item being over its own place.)
  await expect(
    page.getByText(/^(Picked up control SUP-01 at|control SUP-01 moved to) position 1 of 2\.$/),
  ).toBeAttached();
  // dnd-kit measures the items' places after the pick-up; a Down pressed before that is not a
  // move (CI under load lost one). A listener who hears nothing presses again; with two items a
  // second Down cannot go past the last place.
  await expect(async () => {
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText('control SUP-01 moved to position 2 of 2.')).toBeAttached({
      timeout: 2_000,
    });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Space');
  await expect(page.getByText('control SUP-01 dropped at position 2 of 2.')).toBeAttached();
  await expect(controls.getByRole('listitem').first()).toContainText('SUP-02');
  await afterFirstCall(page.getByText('All changes saved')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Controls of Suppliers' }).getByRole('listitem').first(),
  ).toContainText('SUP-02');

  // Publish v1 (confirmed), start v2 and change a title.
  await page.goto(`/contentAdmin/versions/${draftId}`);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('never change again');
  await expectAccessible(page);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Publish' }).click();
  const versions = page.getByRole('table', { name: `Versions of ${name}` });
  await afterFirstCall(versions.getByRole('row').nth(1)).toContainText('Published');
  await page.getByRole('button', { name: 'New version' }).click();
  await afterFirstCall(page).toHaveURL(/\/contentAdmin\/baselines\/[^/]+$/);
  await afterFirstCall(page.getByText('Draft · v2')).toBeVisible();
  const nextId = new URL(page.url()).pathname.split('/').pop()!;
  await page.getByRole('button', { name: 'Edit SUP-02' }).click();
  await page
    .getByRole('textbox', { name: 'Title', exact: true })
    .fill('Security and breach-notice clauses in contracts');
  await afterFirstCall(page.getByText('All changes saved')).toBeVisible();

  // Diff v1 → v2: one control changed, field by field.
  await page.getByRole('link', { name: 'Versions', exact: true }).click();
  await page.getByRole('combobox', { name: 'Baseline' }).click();
  await page.getByRole('option', { name }).click();
  await expect(page.getByText('0 added · 0 removed · 1 changed')).toBeVisible();
  const changed = page.getByRole('region', { name: 'Changed controls' });
  await expect(changed.locator('del')).toHaveText('Security clauses in contracts');
  await expect(changed.locator('ins')).toHaveText('Security and breach-notice clauses in contracts');
  await expectAccessible(page);

  // Explore finds the published control by a framework reference only it cites.
  await page.goto('/explore/controls');
  await page.getByRole('searchbox', { name: 'Search controls' }).fill('GV.SC-09');
  await afterFirstCall(page.getByText(/^1 control of /)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Supplier inventory' })).toContainText(name);
  await expect(page).toHaveURL(/[?&]q=GV.SC-09/);
  await expectAccessible(page);

  // An editor of the organisation reads the draft but cannot change anything.
  const editorContext = await browser.newContext({ storageState: storageStateOf('editor') });
  const editor = await editorContext.newPage();
  await editor.goto('/contentAdmin/baselines');
  await expect(editor.getByRole('link', { name })).toBeVisible();
  await expect(editor.getByRole('button', { name: 'New baseline' })).toHaveCount(0);
  await expect(editor.getByRole('link', { name: /^Edit draft/ })).toHaveCount(0);
  await editor.goto(`/contentAdmin/baselines/${nextId}`);
  await expect(
    editor.getByText('Only owners and admins of your organisation edit private baselines.'),
  ).toBeVisible();
  await expect(editor.getByRole('textbox')).toHaveCount(0);
  await editor.goto(`/contentAdmin/versions/${draftId}`);
  await expect(editor.getByRole('table', { name: `Versions of ${name}` })).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  await expect(editor.getByRole('button', { name: 'Retire' })).toHaveCount(0);
  await editorContext.close();
});

test('the baselines and versions tables fit a 390 px phone without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const sideways = (table: ReturnType<Page['getByRole']>) =>
    table.evaluate((element) => {
      const box = element.parentElement!;
      return {
        table: box.scrollWidth - box.clientWidth,
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      };
    });
  await page.goto('/contentAdmin/baselines');
  const baselines = page.getByRole('table', { name: 'Baselines' });
  await afterFirstCall(baselines.getByRole('button', { name: /^Duplicate / }).first()).toBeVisible();
  await expect(baselines.getByRole('columnheader', { name: 'Owner' })).toBeHidden();
  expect(await sideways(baselines)).toEqual({ table: 0, page: 0 });
  await expectAccessible(page);
  await page.goto('/contentAdmin/versions');
  const versions = page.getByRole('table', { name: /^Versions of / });
  await afterFirstCall(versions.getByRole('button', { name: /^Export version / }).first()).toBeVisible();
  expect(await sideways(versions)).toEqual({ table: 0, page: 0 });
  await expectAccessible(page);
});

test('a system admin curates the global library: copies a global baseline into a global draft, renames it and deletes it', async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: storageStateOf('admin') });
  const page = await context.newPage();
  const copy = `Essential security hygiene ${stamp}`;
  await page.goto('/contentAdmin/baselines');
  const table = page.getByRole('table', { name: 'Baselines' });
  const duplicate = table.getByRole('button', { name: 'Duplicate Essential security hygiene' });
  await afterFirstCall(duplicate).toBeEnabled();
  await expect(page.getByText(/The global library every organisation assesses against/)).toBeVisible();
  await expectAccessible(page);
  await duplicate.click();
  await afterFirstCall(page).toHaveURL(/\/contentAdmin\/baselines\/[^/]+$/);
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await afterFirstCall(name).toHaveValue('Essential security hygiene');
  await name.fill(copy);
  await expect(page.getByText('Unsaved changes').or(page.getByText('Saving…'))).toBeVisible();
  await afterFirstCall(page.getByText('All changes saved')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/contentAdmin/baselines');
  await page.getByRole('button', { name: `Delete draft of ${copy}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete draft' }).click();
  await afterFirstCall(table.getByRole('link', { name: copy })).toHaveCount(0);
  await expect(table.getByRole('link', { name: 'Essential security hygiene', exact: true })).toBeVisible();
  await context.close();
});
