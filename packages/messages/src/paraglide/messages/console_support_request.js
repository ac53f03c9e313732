/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_RequestInputs */

const en_console_support_request = /** @type {(inputs: Console_Support_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request support access`)
};

const de_console_support_request = /** @type {(inputs: Console_Support_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support-Zugang anfragen`)
};

const fr_console_support_request = /** @type {(inputs: Console_Support_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demander un accès support`)
};

const nl_console_support_request = /** @type {(inputs: Console_Support_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supporttoegang aanvragen`)
};

const es_console_support_request = /** @type {(inputs: Console_Support_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitar acceso de soporte`)
};

const en_xa2_console_support_request = /** @type {(inputs: Console_Support_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéǫüéšţ šüþþöŕţ áççéšš one t]`)
};

/**
* | output |
* | --- |
* | "Request support access" |
*
* @param {Console_Support_RequestInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_request = /** @type {((inputs?: Console_Support_RequestInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_RequestInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_request(inputs)
	if (locale === "fr") return fr_console_support_request(inputs)
	if (locale === "nl") return nl_console_support_request(inputs)
	if (locale === "es") return es_console_support_request(inputs)
	if (locale === "en-XA") return en_xa2_console_support_request(inputs)
	return en_console_support_request(inputs)
});