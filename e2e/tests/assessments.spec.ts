import { expect as baseExpect, test, type Page } from '@playwright/test';
import { storageStateOf } from '../support/accounts.ts';
import { expectAccessible } from '../support/fixtures.ts';
import { linkMailedTo } from '../support/mail.ts';

test.use({ storageState: storageStateOf('editor') });

// Each callable's first call starts a cold worker on the Functions emulator: seconds on a loaded
// machine, so a screen may take longer than the default 10 s to get its first data.
const expect = baseExpect.configure({ timeout: 30_000 });

/** Saves a picture of the screen as it is now next to the test's results (for people to look at). */
async function picture(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

// An editor runs a whole assessment of the demo baseline: answers every domain but the last with
// single keys, invites an outside respondent for that one (the link comes from the `mail`
// collection), the respondent answers through the link without signing in and says they are
// done, the editor sees their answers arrive, submits and completes, reads the score by domain
// and how each control counts, and prints the report to PDF.
test('an editor answers with keyboard shortcuts, an outside respondent answers through the mailed link, the editor completes and prints the report', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const name = `Keyboard run ${Date.now()}`;
  const respondent = `respondent-${Date.now()}@example.test`;
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
  // The workspace sits under its baseline, the Assessments tab's focus.
  await expect(page).toHaveURL(/\/tenant\/nw-fabrikam\/assessments\/esh\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const progress = page.getByRole('progressbar', { name: 'Progress' });
  await expect(progress).toHaveAttribute('aria-valuetext', /^0 of \d+ controls answered$/);
  const total = Number(await progress.getAttribute('aria-valuemax'));
  expect(total).toBeGreaterThan(10);
  await expectAccessible(page);
  await picture(page, 'workspace-start');

  // The last domain (Suppliers) is left to the outside respondent.
  const suppliers = page
    .getByRole('navigation', { name: 'Domains' })
    .getByRole('button', { name: /^Suppliers/ });
  const forRespondent = Number(/0 of (\d+) answered/.exec((await suppliers.textContent()) ?? '')?.[1]);
  expect(forRespondent).toBeGreaterThan(0);
  const mine = total - forRespondent;

  // Keyboard only: the list takes focus, each status key answers and moves on. The keys right
  // after Esc land while the shortcuts dialog still fades out: they must count too.
  await page.getByRole('listbox', { name: 'Controls' }).focus();
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  const keys = ['1', '1', '2', '3', '1', '4', '2', '1'];
  for (let i = 0; i < mine; i += 1) await page.keyboard.press(keys[i % keys.length]!);
  await expect(progress).toHaveAttribute('aria-valuetext', `${mine} of ${total} controls answered`);
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await expect(suppliers).toContainText(`0 of ${forRespondent} answered`);
  await picture(page, 'workspace-answered');

  // Nothing was only on screen: a reload shows every answer from the server.
  await page.reload();
  await expect(progress).toHaveAttribute('aria-valuetext', `${mine} of ${total} controls answered`);

  // Invite an outside respondent for the Suppliers controls.
  await page.getByRole('button', { name: 'Invite respondent' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite an outside respondent' });
  await invite.getByLabel('Email').fill(respondent);
  await invite.getByRole('combobox', { name: 'Controls to answer' }).click();
  await page.getByRole('option', { name: `Suppliers (${forRespondent})` }).click();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByText(`Invitation sent to ${respondent}`)).toBeVisible();
  await expect(
    invite.getByRole('table', { name: 'Invitations' }).getByRole('row').filter({ hasText: respondent }),
  ).toContainText('Invited');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(invite).toBeHidden();

  // The respondent reads the link in their email and answers without an account.
  let link: string | null = null;
  await expect
    .poll(async () => (link = await linkMailedTo(respondent)), {
      message: 'the invitation is in the mail collection',
      timeout: 30_000,
    })
    .toMatch(/^\/in-progress\/[^/]+\/nw-fabrikam\?token=/);
  // A browser of their own: nobody signed in (a new context would otherwise inherit the editor's storage state).
  const guest = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const outside = await guest.newPage();
    await outside.goto(link!);
    await expect(outside.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(outside.getByText('Fabrikam Manufacturing', { exact: true })).toBeVisible();
    const theirs = outside.getByRole('progressbar', { name: 'Your progress' });
    await expect(theirs).toHaveAttribute('aria-valuetext', `0 of ${forRespondent} controls answered`);
    await expectAccessible(outside);
    const statuses = outside.getByRole('group', { name: 'Status' });
    await expect(statuses).toHaveCount(forRespondent);
    for (let i = 0; i < forRespondent; i += 1)
      await statuses
        .nth(i)
        .getByRole('button', { name: i === 0 ? 'Partial' : 'Met', exact: true })
        .click();
    await outside
      .getByLabel('Comment')
      .first()
      .fill('Contracts with our two main suppliers have security clauses; the third is under review.');
    await expect(theirs).toHaveAttribute(
      'aria-valuetext',
      `${forRespondent} of ${forRespondent} controls answered`,
    );
    await expect(outside.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
    await picture(outside, 'respondent-answered');

    // Leaving and coming back with the same link shows what was saved.
    await outside.reload();
    await expect(theirs).toHaveAttribute(
      'aria-valuetext',
      `${forRespondent} of ${forRespondent} controls answered`,
    );
    await expect(outside.getByLabel('Comment').first()).toHaveValue(/third is under review/);
    await outside.getByRole('button', { name: "I'm done" }).click();
    await expect(outside.getByText('Thank you: you told us you are done.')).toBeVisible();
    await expectAccessible(outside);
  } finally {
    await guest.close();
  }

  // The editor's open workspace picks the respondent's answers up (changes-since), and sees them done.
  await page.bringToFront();
  await expect(progress).toHaveAttribute('aria-valuetext', `${total} of ${total} controls answered`);
  await page.getByRole('button', { name: 'Invite respondent' }).click();
  await expect(
    invite.getByRole('table', { name: 'Invitations' }).getByRole('row').filter({ hasText: respondent }),
  ).toContainText('Done');
  await page.keyboard.press('Escape');
  await expect(invite).toBeHidden();

  // Submit for review, then complete.
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await page
    .getByRole('alertdialog', { name: 'Submit for review?' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(page.getByText('Ready for review', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Complete', exact: true }).click();
  const complete = page.getByRole('alertdialog', { name: 'Complete this assessment?' });
  await expectAccessible(page);
  await complete.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  await expect(page.getByText('This assessment is completed.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Results' }).click();
  await expect(page.getByRole('table', { name: 'Score by domain, 0–100' })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Score by domain, 0–100' })
      .getByRole('row')
      .filter({ hasText: 'Suppliers' }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Contribution of each control' })).toBeVisible();
  await expect(page.getByText(/Score = Σ\(weight × credit\) ÷ Σ\(weight\) × 100/)).toBeVisible();
  await expectAccessible(page);
  await picture(page, 'results');
  // On a phone both tables keep control, answer and priority or points lost, without scrolling sideways.
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  for (const caption of ['Gaps by priority', 'Contribution of each control']) {
    const table = page.getByRole('table', { name: caption });
    await expect(table.getByRole('columnheader')).toHaveCount(3);
    const overflow = await table.evaluate(
      (node) => node.scrollWidth - (node.parentElement?.clientWidth ?? 0),
    );
    expect(overflow, `${caption} runs ${overflow}px past a 390 px screen`).toBeLessThanOrEqual(0);
  }
  if (viewport) await page.setViewportSize(viewport);

  await page.getByRole('link', { name: 'Report' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`Fabrikam Manufacturing: ${name}`) }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Appendix: every answer' })).toBeVisible();
  await expectAccessible(page);
  // Printed pages have margins and a page number at the foot (the page rule loads under the CSP).
  const pageRule = await page.evaluate(() => {
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
    const rule = rules.find((candidate): candidate is CSSPageRule => candidate instanceof CSSPageRule);
    return rule && { margin: rule.style.getPropertyValue('margin'), text: rule.cssText };
  });
  expect(pageRule?.margin).toBe('16mm 16mm 20mm');
  expect(pageRule?.text).toMatch(/@bottom-right\s*\{[^}]*counter\(page\)/);
  // Printed for a Dutch-speaking client: the report (not the page around it) speaks Dutch.
  await page.getByRole('combobox', { name: 'Report language' }).click();
  await page.getByRole('option', { name: 'Nederlands' }).click();
  await expect(page).toHaveURL(/[?&]lang=nl/);
  await expect(page.getByRole('heading', { name: 'Bijlage: alle antwoorden' })).toBeVisible();
  await expect(page.locator('article[data-report]')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('button', { name: 'Save as PDF' })).toBeVisible();
  // On a phone the report, its tables and their longer Dutch words fit the screen's width.
  const wide = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  const pastTheEdge = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(pastTheEdge, `the report runs ${pastTheEdge}px past a 390 px screen`).toBeLessThanOrEqual(0);
  if (wide) await page.setViewportSize(wide);
  // Printed in German, the baseline speaks German too: the shipped library carries German and French.
  await page.getByRole('combobox', { name: 'Report language' }).click();
  await page.getByRole('option', { name: 'Deutsch' }).click();
  const report = page.locator('article[data-report]');
  await expect(report).toHaveAttribute('lang', 'de');
  await expect(report.getByText('Benannte Verantwortung für Informationssicherheit').first()).toBeVisible();
  await expect(report.getByText('Named owner for security')).toHaveCount(0);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Save as PDF' })).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Report language' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  const pdf = await page.pdf({
    path: test.info().outputPath('report.pdf'),
    format: 'A4',
    printBackground: true,
    preferCSSPageSize: true,
  });
  // A real document: the PDF header, and more than one page (summary, domains, gaps, appendix).
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0).toBeGreaterThan(1);
});
