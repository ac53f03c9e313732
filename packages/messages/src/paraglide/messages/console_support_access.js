/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_AccessInputs */

const en_console_support_access = /** @type {(inputs: Console_Support_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support access`)
};

const de_console_support_access = /** @type {(inputs: Console_Support_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support-Zugang`)
};

const fr_console_support_access = /** @type {(inputs: Console_Support_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès support`)
};

const nl_console_support_access = /** @type {(inputs: Console_Support_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supporttoegang`)
};

const es_console_support_access = /** @type {(inputs: Console_Support_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso de soporte`)
};

const en_xa2_console_support_access = /** @type {(inputs: Console_Support_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šüþþöŕţ áççéšš on]`)
};

/**
* | output |
* | --- |
* | "Support access" |
*
* @param {Console_Support_AccessInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_access = /** @type {((inputs?: Console_Support_AccessInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_AccessInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_access(inputs)
	if (locale === "fr") return fr_console_support_access(inputs)
	if (locale === "nl") return nl_console_support_access(inputs)
	if (locale === "es") return es_console_support_access(inputs)
	if (locale === "en-XA") return en_xa2_console_support_access(inputs)
	return en_console_support_access(inputs)
});