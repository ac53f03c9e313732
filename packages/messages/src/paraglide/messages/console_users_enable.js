/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Users_EnableInputs */

const en_console_users_enable = /** @type {(inputs: Console_Users_EnableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enable account`)
};

const de_console_users_enable = /** @type {(inputs: Console_Users_EnableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto aktivieren`)
};

const fr_console_users_enable = /** @type {(inputs: Console_Users_EnableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réactiver le compte`)
};

const nl_console_users_enable = /** @type {(inputs: Console_Users_EnableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account inschakelen`)
};

const es_console_users_enable = /** @type {(inputs: Console_Users_EnableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activar cuenta`)
};

const en_xa2_console_users_enable = /** @type {(inputs: Console_Users_EnableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñáƀļé áççöüñţ on]`)
};

/**
* | output |
* | --- |
* | "Enable account" |
*
* @param {Console_Users_EnableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_enable = /** @type {((inputs?: Console_Users_EnableInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Users_EnableInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_users_enable(inputs)
	if (locale === "fr") return fr_console_users_enable(inputs)
	if (locale === "nl") return nl_console_users_enable(inputs)
	if (locale === "es") return es_console_users_enable(inputs)
	if (locale === "en-XA") return en_xa2_console_users_enable(inputs)
	return en_console_users_enable(inputs)
});