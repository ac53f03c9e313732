/**
 * The Firebase module, loaded on demand: the runtime imports it when it starts; the sign-in pages'
 * entries ask for it at once (`preloadFirebase`) so it downloads beside their module rather than
 * after it. Both are the same import, so the browser fetches it once.
 */
export const importFirebase = () => import('./firebase.ts');
