/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Status_DeniedInputs */

const en_support_status_denied = /** @type {(inputs: Support_Status_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Denied`)
};

const de_support_status_denied = /** @type {(inputs: Support_Status_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abgelehnt`)
};

const fr_support_status_denied = /** @type {(inputs: Support_Status_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refusé`)
};

const nl_support_status_denied = /** @type {(inputs: Support_Status_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geweigerd`)
};

const es_support_status_denied = /** @type {(inputs: Support_Status_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Denegado`)
};

const en_xa2_support_status_denied = /** @type {(inputs: Support_Status_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéñíéð ]`)
};

/**
* | output |
* | --- |
* | "Denied" |
*
* @param {Support_Status_DeniedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const support_status_denied = /** @type {((inputs?: Support_Status_DeniedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Status_DeniedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_support_status_denied(inputs)
	if (locale === "fr") return fr_support_status_denied(inputs)
	if (locale === "nl") return nl_support_status_denied(inputs)
	if (locale === "es") return es_support_status_denied(inputs)
	if (locale === "en-XA") return en_xa2_support_status_denied(inputs)
	return en_support_status_denied(inputs)
});