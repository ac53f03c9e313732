import { expect, test as setup } from '@playwright/test';
import { accounts, password, storageStateOf, type Role } from '../support/accounts.ts';
import { signIn } from '../support/fixtures.ts';

// One sign-in per role; the journeys reuse the saved state (Firebase keeps it in IndexedDB).
const landing: Record<Role, RegExp> = {
  owner: /\/$/,
  editor: /\/$/,
  viewer: /\/$/,
  admin: /\/$/,
  shared: /\/shared\/tenant\/[^/]+$/,
  otherOwner: /\/$/,
};

for (const role of Object.keys(accounts) as Role[]) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await signIn(page, accounts[role], password);
    await expect(page).toHaveURL(landing[role]);
    await page.context().storageState({ path: storageStateOf(role), indexedDB: true });
  });
}
