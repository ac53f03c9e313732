/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_ExpiredInputs */

const en_common_expired = /** @type {(inputs: Common_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expired`)
};

const de_common_expired = /** @type {(inputs: Common_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abgelaufen`)
};

const fr_common_expired = /** @type {(inputs: Common_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expiré`)
};

const nl_common_expired = /** @type {(inputs: Common_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlopen`)
};

const es_common_expired = /** @type {(inputs: Common_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caducado`)
};

const en_xa2_common_expired = /** @type {(inputs: Common_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþíŕéð ]`)
};

/**
* | output |
* | --- |
* | "Expired" |
*
* @param {Common_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_expired = /** @type {((inputs?: Common_ExpiredInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_ExpiredInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_expired(inputs)
	if (locale === "fr") return fr_common_expired(inputs)
	if (locale === "nl") return nl_common_expired(inputs)
	if (locale === "es") return es_common_expired(inputs)
	if (locale === "en-XA") return en_xa2_common_expired(inputs)
	return en_common_expired(inputs)
});