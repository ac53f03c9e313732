export { AnalyticsProvider, useAnalytics, type AnalyticsProviderProps } from './analytics-provider.tsx';
export {
  NavigationEffects,
  pageInfo,
  type NavigationEffectsProps,
  type PageInfo,
} from './navigation-effects.tsx';
export { ReturnRoute, returnParamsFromSearch, type ReturnRouteProps } from './return-route.tsx';
export { useRecordedEvents } from './use-recorded-events.ts';
