/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Status_RevokedInputs */

const en_common_status_revoked = /** @type {(inputs: Common_Status_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoked`)
};

const de_common_status_revoked = /** @type {(inputs: Common_Status_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Widerrufen`)
};

const fr_common_status_revoked = /** @type {(inputs: Common_Status_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Révoqué`)
};

const nl_common_status_revoked = /** @type {(inputs: Common_Status_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingetrokken`)
};

const es_common_status_revoked = /** @type {(inputs: Common_Status_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revocado`)
};

const en_xa2_common_status_revoked = /** @type {(inputs: Common_Status_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéṽöķéð ]`)
};

/**
* | output |
* | --- |
* | "Revoked" |
*
* @param {Common_Status_RevokedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_status_revoked = /** @type {((inputs?: Common_Status_RevokedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Status_RevokedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_status_revoked(inputs)
	if (locale === "fr") return fr_common_status_revoked(inputs)
	if (locale === "nl") return nl_common_status_revoked(inputs)
	if (locale === "es") return es_common_status_revoked(inputs)
	if (locale === "en-XA") return en_xa2_common_status_revoked(inputs)
	return en_common_status_revoked(inputs)
});