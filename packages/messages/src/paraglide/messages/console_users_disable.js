/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Users_DisableInputs */

const en_console_users_disable = /** @type {(inputs: Console_Users_DisableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disable account`)
};

const de_console_users_disable = /** @type {(inputs: Console_Users_DisableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto deaktivieren`)
};

const fr_console_users_disable = /** @type {(inputs: Console_Users_DisableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désactiver le compte`)
};

const nl_console_users_disable = /** @type {(inputs: Console_Users_DisableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account uitschakelen`)
};

const es_console_users_disable = /** @type {(inputs: Console_Users_DisableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desactivar cuenta`)
};

const en_xa2_console_users_disable = /** @type {(inputs: Console_Users_DisableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðíšáƀļé áççöüñţ on]`)
};

/**
* | output |
* | --- |
* | "Disable account" |
*
* @param {Console_Users_DisableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_disable = /** @type {((inputs?: Console_Users_DisableInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Users_DisableInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_users_disable(inputs)
	if (locale === "fr") return fr_console_users_disable(inputs)
	if (locale === "nl") return nl_console_users_disable(inputs)
	if (locale === "es") return es_console_users_disable(inputs)
	if (locale === "en-XA") return en_xa2_console_users_disable(inputs)
	return en_console_users_disable(inputs)
});