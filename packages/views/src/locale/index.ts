export { activeLocale, chooseLocale, startLocale } from './active-locale.ts';
export { formatDate, formatDateTime, formatNumber, formatPercent, formatRelativeTime } from './format.ts';
export { LanguageMenu } from './language-menu.tsx';
