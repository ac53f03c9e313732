export {
  appRoutes,
  type AppRoutesOptions,
  type LoaderEnvironment,
  type Page,
  type PageModule,
  type Pages,
  type PrefetchContext,
} from './app-routes.tsx';
export { mountApp, type MountAppOptions } from './mount-app.tsx';
export { translatedNavigation } from './nav-labels.ts';
export { useUrlFilters, type UrlFiltersPatch } from './use-url-filters.ts';
