/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Status_VerifiedInputs */

const en_sso_status_verified = /** @type {(inputs: Sso_Status_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verified`)
};

const de_sso_status_verified = /** @type {(inputs: Sso_Status_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigt`)
};

const fr_sso_status_verified = /** @type {(inputs: Sso_Status_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifié`)
};

const nl_sso_status_verified = /** @type {(inputs: Sso_Status_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geverifieerd`)
};

const es_sso_status_verified = /** @type {(inputs: Sso_Status_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificado`)
};

const en_xa2_sso_status_verified = /** @type {(inputs: Sso_Status_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽéŕíƒíéð ]`)
};

/**
* | output |
* | --- |
* | "Verified" |
*
* @param {Sso_Status_VerifiedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_status_verified = /** @type {((inputs?: Sso_Status_VerifiedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Status_VerifiedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_status_verified(inputs)
	if (locale === "fr") return fr_sso_status_verified(inputs)
	if (locale === "nl") return nl_sso_status_verified(inputs)
	if (locale === "es") return es_sso_status_verified(inputs)
	if (locale === "en-XA") return en_xa2_sso_status_verified(inputs)
	return en_sso_status_verified(inputs)
});