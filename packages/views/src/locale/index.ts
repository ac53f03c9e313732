export { activeLocale, adoptClientLocale, chooseLocale, startLocale } from './active-locale.ts';
export {
  formatDate,
  formatDateTime,
  formatDecimal,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  intlLocale,
} from './format.ts';
export { LanguageMenu } from './language-menu.tsx';
export { useClientLocale } from './use-client-locale.ts';
