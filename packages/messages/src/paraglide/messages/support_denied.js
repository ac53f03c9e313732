/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_DeniedInputs */

const en_support_denied = /** @type {(inputs: Support_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support access denied`)
};

const de_support_denied = /** @type {(inputs: Support_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support-Zugriff abgelehnt`)
};

const fr_support_denied = /** @type {(inputs: Support_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès du support refusé`)
};

const nl_support_denied = /** @type {(inputs: Support_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toegang voor support geweigerd`)
};

const es_support_denied = /** @type {(inputs: Support_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso de soporte denegado`)
};

const en_xa2_support_denied = /** @type {(inputs: Support_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šüþþöŕţ áççéšš ðéñíéð one ]`)
};

/**
* | output |
* | --- |
* | "Support access denied" |
*
* @param {Support_DeniedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const support_denied = /** @type {((inputs?: Support_DeniedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_DeniedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_support_denied(inputs)
	if (locale === "fr") return fr_support_denied(inputs)
	if (locale === "nl") return nl_support_denied(inputs)
	if (locale === "es") return es_support_denied(inputs)
	if (locale === "en-XA") return en_xa2_support_denied(inputs)
	return en_support_denied(inputs)
});