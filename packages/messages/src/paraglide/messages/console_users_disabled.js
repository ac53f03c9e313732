/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Users_DisabledInputs */

const en_console_users_disabled = /** @type {(inputs: Console_Users_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disabled`)
};

const de_console_users_disabled = /** @type {(inputs: Console_Users_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deaktiviert`)
};

const fr_console_users_disabled = /** @type {(inputs: Console_Users_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désactivé`)
};

const nl_console_users_disabled = /** @type {(inputs: Console_Users_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uitgeschakeld`)
};

const es_console_users_disabled = /** @type {(inputs: Console_Users_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desactivado`)
};

const en_xa2_console_users_disabled = /** @type {(inputs: Console_Users_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðíšáƀļéð ]`)
};

/**
* | output |
* | --- |
* | "Disabled" |
*
* @param {Console_Users_DisabledInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_disabled = /** @type {((inputs?: Console_Users_DisabledInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Users_DisabledInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_users_disabled(inputs)
	if (locale === "fr") return fr_console_users_disabled(inputs)
	if (locale === "nl") return nl_console_users_disabled(inputs)
	if (locale === "es") return es_console_users_disabled(inputs)
	if (locale === "en-XA") return en_xa2_console_users_disabled(inputs)
	return en_console_users_disabled(inputs)
});