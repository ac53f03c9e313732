import type { AreaCallables } from '../deployed.ts';
import { deleteAccountCallable } from './delete-account.ts';
import { organisationsCallable } from './organisations.ts';
import { signOutEverywhereCallable } from './sign-out-everywhere.ts';
import { switchOrganisationCallable } from './switch-organisation.ts';
import { syncEmailCallable } from './sync-email.ts';
import { updateProfileCallable } from './update-profile.ts';

export const accountCallables = {
  updateProfile: updateProfileCallable,
  syncEmail: syncEmailCallable,
  signOutEverywhere: signOutEverywhereCallable,
  organisations: organisationsCallable,
  switchOrganisation: switchOrganisationCallable,
  delete: deleteAccountCallable,
} satisfies AreaCallables<'account'>;
