export { LocaleProvider, useLocale } from './locale-provider';
