import type { AreaCallables } from '../deployed.ts';
import { deleteAccountCallable } from './delete-account.ts';
import { signOutEverywhereCallable } from './sign-out-everywhere.ts';
import { updateProfileCallable } from './update-profile.ts';

export const accountCallables = {
  updateProfile: updateProfileCallable,
  signOutEverywhere: signOutEverywhereCallable,
  delete: deleteAccountCallable,
} satisfies AreaCallables<'account'>;
