/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_RequestedInputs */

const en_console_support_requested = /** @type {(inputs: Console_Support_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support access requested; the owners were mailed`)
};

const de_console_support_requested = /** @type {(inputs: Console_Support_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support-Zugang angefragt; die Inhaber wurden angeschrieben`)
};

const fr_console_support_requested = /** @type {(inputs: Console_Support_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès support demandé ; les propriétaires ont reçu un courriel`)
};

const nl_console_support_requested = /** @type {(inputs: Console_Support_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supporttoegang gevraagd; de eigenaren zijn gemaild`)
};

const es_console_support_requested = /** @type {(inputs: Console_Support_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso de soporte solicitado; se escribió a los propietarios`)
};

const en_xa2_console_support_requested = /** @type {(inputs: Console_Support_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šüþþöŕţ áççéšš ŕéǫüéšţéð; ţĥé öŵñéŕš ŵéŕé ɱáíļéð one two three ]`)
};

/**
* | output |
* | --- |
* | "Support access requested; the owners were mailed" |
*
* @param {Console_Support_RequestedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_requested = /** @type {((inputs?: Console_Support_RequestedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_RequestedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_requested(inputs)
	if (locale === "fr") return fr_console_support_requested(inputs)
	if (locale === "nl") return nl_console_support_requested(inputs)
	if (locale === "es") return es_console_support_requested(inputs)
	if (locale === "en-XA") return en_xa2_console_support_requested(inputs)
	return en_console_support_requested(inputs)
});