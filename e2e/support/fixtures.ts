import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * No WCAG 2.2 A/AA violation on the page once what moves has come to rest: axe reads colours
 * through opacity, so a toast fading in or out measured mid-way fails on contrast (CI saw it).
 * Endless animations (a spinner) are not waited for.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter(
            (animation) =>
              animation.playState === 'running' &&
              Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
          )
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3_000)),
    ]),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, 'axe-core violations').toEqual([]);
}

/** Analytics events recorded by the app (exposed on the emulators only). */
export async function recordedEvents(
  page: Page,
): Promise<{ name: string; params: Record<string, unknown> }[]> {
  return page.evaluate(() => {
    const recorded = (
      window as unknown as {
        __assayAnalytics?: { events: readonly { name: string; params: Record<string, unknown> }[] };
      }
    ).__assayAnalytics;
    return (recorded?.events ?? []).map((e) => ({ name: e.name, params: { ...e.params } }));
  });
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Signed in once the guest-only page sends them home: a navigation before that would abort
  // the sign-in and land on /signin again.
  await expect(page).not.toHaveURL(/\/signin/);
}

/** A new account made on /signin's "Create account" tab, which lands on the organisation set-up. */
export async function signUp(
  page: Page,
  { name, email, password }: { name: string; email: string; password: string },
): Promise<void> {
  await page.goto('/signin');
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your organisation' })).toBeVisible();
}

/** The set-up page's organisation, on the Free plan. */
export async function createOrganisation(page: Page, name: string): Promise<void> {
  await page.getByLabel('Organisation name').fill(name);
  await page.getByRole('button', { name: 'Create organisation' }).click();
  await expect(page.getByText(`${name} · Free plan`)).toBeVisible();
}
