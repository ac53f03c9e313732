/** The demo accounts the seed creates (functions/src/seed); one sign-in setup per role. */
export const password = 'demo-password-1';
export const accounts = {
  owner: 'owner@demo.assay.test',
  editor: 'editor@demo.assay.test',
  viewer: 'viewer@demo.assay.test',
  admin: 'admin@demo.assay.test',
  shared: 'shared@demo.assay.test',
  otherOwner: 'owner@globex.assay.test',
} as const;
export type Role = keyof typeof accounts;
export const storageStateOf = (role: Role) => `.auth/${role}.json`;

/**
 * A visitor who has already answered the analytics consent banner (rejected): every journey
 * starts from it, so the banner never covers what a journey clicks; consent.spec.ts starts empty.
 */
export const decidedGuestState = '.auth/guest.json';
