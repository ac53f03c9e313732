import { useCallMutation, type CallFn } from '@assay/client';

export const postFindUser = (call: CallFn, email: string) => call('service-findUser', { email });

/** Looks a uid up by email on submit of the search (nothing to cache: the user's page loads next). */
export const useFindUser = () => useCallMutation(postFindUser);
