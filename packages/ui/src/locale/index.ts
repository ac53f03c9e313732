export { LocaleProvider, useLocale, useUiText } from './locale-provider';
export { englishUiText, type UiText } from './ui-text';
