import { expect, test as setup } from '@playwright/test';
import { accounts, password, storageStateOf, type Role } from '../support/accounts.ts';
import { signIn } from '../support/fixtures.ts';

// One sign-in per role; the journeys reuse the saved state (Firebase keeps it in IndexedDB).
// Landing pages are whole pathnames: a pattern like /\/$/ would also accept /tenant/.
const home = (url: URL) => url.pathname === '/';
const landing: Record<Role, (url: URL) => boolean> = {
  owner: home,
  editor: home,
  viewer: home,
  admin: home,
  shared: (url) => /^\/shared\/tenant\/[^/]+$/.test(url.pathname),
  otherOwner: home,
};

for (const role of Object.keys(accounts) as Role[]) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await signIn(page, accounts[role], password);
    await expect(page).toHaveURL(landing[role]);
    await page.context().storageState({ path: storageStateOf(role), indexedDB: true });
  });
}
