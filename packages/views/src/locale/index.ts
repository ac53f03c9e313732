export { activeLocale, chooseLocale, startLocale } from './active-locale.ts';
export { formatDate, formatDateTime, formatNumber, formatPercent, formatRelativeTime } from './format.ts';
export { LanguagePicker } from './language-picker.tsx';
