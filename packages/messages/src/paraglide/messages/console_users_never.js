/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Users_NeverInputs */

const en_console_users_never = /** @type {(inputs: Console_Users_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Never`)
};

const de_console_users_never = /** @type {(inputs: Console_Users_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nie`)
};

const fr_console_users_never = /** @type {(inputs: Console_Users_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jamais`)
};

const nl_console_users_never = /** @type {(inputs: Console_Users_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nooit`)
};

const es_console_users_never = /** @type {(inputs: Console_Users_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nunca`)
};

const en_xa2_console_users_never = /** @type {(inputs: Console_Users_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéṽéŕ ]`)
};

/**
* | output |
* | --- |
* | "Never" |
*
* @param {Console_Users_NeverInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_never = /** @type {((inputs?: Console_Users_NeverInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Users_NeverInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_users_never(inputs)
	if (locale === "fr") return fr_console_users_never(inputs)
	if (locale === "nl") return nl_console_users_never(inputs)
	if (locale === "es") return es_console_users_never(inputs)
	if (locale === "en-XA") return en_xa2_console_users_never(inputs)
	return en_console_users_never(inputs)
});