import { expect, test, type Page } from '@playwright/test';
import { accounts, storageStateOf } from '../support/accounts.ts';
import { callAs, idTokenOf } from '../support/callables.ts';
import { expectAccessible } from '../support/fixtures.ts';

// An editor completes an assessment of Tailspin Toys (through the callables, as the workspace
// would), then on /roadmap moves an item from Next to Now with the keyboard, assigns it, marks
// another done, bulk-assigns three with a due date, and the dashboard shows them due; Explore's
// comparison shows Tailspin against the median and opens its results for one domain; a viewer
// reads the same board with nothing to move. axe checks each screen.
test.use({ storageState: storageStateOf('editor') });

// The journey's first call to each callable starts its Functions emulator worker (several
// seconds each on a loaded machine): room for that, not a timing.
const afterFirstCall = expect.configure({ timeout: 30_000 });

// A due date as the board and the table show it in English ("3 Mar 2026"): the app's formatDate.
const shown = (isoDate: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(isoDate));

async function completeAssessment(): Promise<void> {
  const idToken = await idTokenOf(accounts.editor);
  const baseline = await callAs<{ controls: { ref: string }[] }>(idToken, 'baselines-get', {
    baselineId: 'esh-v1',
  });
  const assessment = await callAs<{ id: string }>(idToken, 'assessments-create', {
    tenantId: 'nw-tailspin',
    baselineId: 'esh-v1',
    name: `Roadmap journey ${Date.now()}`,
  });
  for (const [index, control] of baseline.controls.entries()) {
    const status = index % 3 === 0 ? 'met' : index % 3 === 1 ? 'partial' : 'not_met';
    await callAs(idToken, 'assessments-saveAnswer', {
      assessmentId: assessment.id,
      controlRef: control.ref,
      expectedRevision: 0,
      answer: { status },
    });
  }
  await callAs(idToken, 'assessments-submit', { assessmentId: assessment.id });
  await callAs(idToken, 'assessments-complete', { assessmentId: assessment.id });
}

async function choose(
  page: Page,
  scope: ReturnType<Page['getByRole']> | Page,
  label: string,
  option: string,
): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an editor works the roadmap from a completed assessment; a viewer reads it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await completeAssessment();

  await page.goto('/roadmap?tenant=nw-tailspin');
  await expect(page.getByRole('heading', { name: 'Roadmap', level: 1 })).toBeVisible();
  const now = page.getByRole('region', { name: /^Now/ });
  const next = page.getByRole('region', { name: /^Next/ });
  await afterFirstCall(next.getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page);

  // Next → Now with the keyboard (Alt + left arrow on the item's handle), announced.
  const moved = (await next.getByRole('listitem').first().getByRole('button').nth(1).textContent()) ?? '';
  await next.getByRole('button', { name: `Move ${moved}` }).focus();
  await page.keyboard.press('Alt+ArrowLeft');
  await afterFirstCall(page.getByText(`${moved} moved to Now`)).toBeAttached();
  await expect(now.getByRole('button', { name: moved, exact: true })).toBeVisible();

  // Assign it.
  await now.getByRole('button', { name: moved, exact: true }).click();
  let dialog = page.getByRole('dialog', { name: moved });
  await afterFirstCall(dialog.getByRole('heading', { name: 'History' })).toBeVisible();
  await afterFirstCall(dialog.getByText('Moved a roadmap item from Next to Now')).toBeVisible();
  await expectAccessible(page);
  await choose(page, dialog, 'Owner', 'Eddie Editor');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await afterFirstCall(dialog).toBeHidden();
  await expect(now.getByRole('listitem').filter({ hasText: moved })).toContainText('Eddie Editor');

  // Mark another one done: it leaves the board.
  const doneTitle = (await next.getByRole('listitem').first().getByRole('button').nth(1).textContent()) ?? '';
  await next.getByRole('button', { name: doneTitle, exact: true }).click();
  dialog = page.getByRole('dialog', { name: doneTitle });
  await choose(page, dialog, 'Status', 'Done');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: doneTitle, exact: true })).toHaveCount(0);

  // The table: select three, assign them together and give them a due date.
  await choose(page, page, 'View', 'Table');
  await expect(page).toHaveURL(/view=table/);
  const table = page.getByRole('table', { name: 'Roadmap items' });
  const rows = table.getByRole('row');
  const titles: string[] = [];
  for (const index of [1, 2, 3]) {
    const row = rows.nth(index);
    titles.push((await row.getByRole('button').first().textContent()) ?? '');
    await row.getByRole('checkbox').click();
  }
  const bulk = page.getByRole('group', { name: 'Change the selected items' });
  await expect(bulk).toContainText('3 selected');
  await expectAccessible(page);
  await choose(page, bulk, 'Set owner', 'Vera Viewer');
  await afterFirstCall(page.getByText('3 items updated', { exact: true })).toBeVisible();
  const due = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  await bulk.getByLabel('Set due date').fill(due);
  await bulk.getByRole('button', { name: 'Apply due date' }).click();
  for (const title of titles) {
    await expect(rows.filter({ hasText: title })).toContainText('Vera Viewer');
    await expect(rows.filter({ hasText: title })).toContainText(shown(due));
  }

  // A fourth was due yesterday: "Overdue" in the table, on /home and on the viewer's board,
  // each checked by axe (its colour once failed color-contrast on every one of them).
  const lateTitle = (await rows.nth(4).getByRole('button').first().textContent()) ?? '';
  await rows.nth(4).getByRole('button', { name: lateTitle, exact: true }).click();
  dialog = page.getByRole('dialog', { name: lateTitle });
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Due date').fill(yesterday);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await afterFirstCall(dialog).toBeHidden();
  await expect(rows.filter({ hasText: lateTitle })).toContainText(`Overdue · ${shown(yesterday)}`);
  await expectAccessible(page);

  // The dashboard lists them due soon.
  await page.goto('/home');
  const dueSoon = page.getByRole('region', { name: 'Roadmap due soon' });
  for (const title of titles)
    await afterFirstCall(dueSoon.getByText(title, { exact: false }).first()).toBeVisible();
  await expect(dueSoon.getByRole('listitem').filter({ hasText: lateTitle })).toContainText(
    `Overdue · ${shown(yesterday)}`,
  );
  await expectAccessible(page);

  // Explore's comparison: Tailspin, just completed, beside the seeded Contoso and highlighted
  // against the portfolio median; a domain's cell opens Tailspin's results for that domain.
  await page.goto('/explore/compare/nw-tailspin?baseline=esh');
  const heatmap = page.getByRole('table', {
    name: /^Essential security hygiene: score by domain, 0 to 100; the highlighted tenant/,
  });
  await afterFirstCall(heatmap).toBeVisible();
  await expect(heatmap.getByRole('columnheader')).toContainText([
    'Tenant',
    'Overall',
    'Governance and people',
    'Identity and access',
    'Suppliers',
  ]);
  await expect(heatmap.getByRole('rowheader')).toContainText(['Contoso Pharmaceuticals', 'Portfolio median']);
  const highlighted = heatmap.locator('tr[aria-current="true"]');
  await expect(highlighted.getByRole('rowheader')).toHaveText('Tailspin Toys (highlighted)');
  const identity = highlighted.getByRole('link', {
    name: /^Tailspin Toys, Identity and access: \d+\.\d [+−±]\d+\.\d vs median\. Open the results$/,
  });
  await expect(identity).toContainText('vs median');
  await expect(
    page.getByRole('table', { name: 'Tenants ranked by score' }).getByRole('link', { name: 'Tailspin Toys' }),
  ).toBeVisible();
  await expectAccessible(page);
  await identity.click();
  await expect(page).toHaveURL(/\/tenant\/nw-tailspin\/assessments\/esh\/[^/?]+\?view=results&domain=/);
  await afterFirstCall(page.getByText('Gaps and contributions of Identity and access only')).toBeVisible();

  // A viewer reads the board and cannot move anything.
  const viewerContext = await browser.newContext({ storageState: storageStateOf('viewer') });
  const viewer = await viewerContext.newPage();
  await viewer.goto('/roadmap?tenant=nw-tailspin');
  await expect(
    viewer.getByRole('region', { name: /^Now/ }).getByRole('button', { name: moved, exact: true }),
  ).toBeVisible();
  await expect(viewer.getByRole('button', { name: /^Move / })).toHaveCount(0);
  await expect(viewer.getByRole('listitem').filter({ hasText: lateTitle })).toContainText(
    `Overdue · due ${shown(yesterday)}`,
  );
  await expectAccessible(viewer);
  await viewerContext.close();
});
