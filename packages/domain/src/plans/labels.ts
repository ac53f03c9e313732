// Plan ids and their names on screen, without zod: the browser's first route shows plan names,
// and importing ./index.ts there would pull zod (about 23 KB gzip) onto it.
export const planIds = ['free', 'team', 'business'] as const;
export type PlanId = (typeof planIds)[number];
/** How a plan is named to people ("Team plan"), never the raw id. */
export const planNames: Record<PlanId, string> = { free: 'Free', team: 'Team', business: 'Business' };
