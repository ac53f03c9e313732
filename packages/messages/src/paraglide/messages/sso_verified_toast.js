/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ domain: NonNullable<unknown> }} Sso_Verified_ToastInputs */

const en_sso_verified_toast = /** @type {(inputs: Sso_Verified_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domain} is verified`)
};

const de_sso_verified_toast = /** @type {(inputs: Sso_Verified_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domain} ist bestätigt`)
};

const fr_sso_verified_toast = /** @type {(inputs: Sso_Verified_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domain} est vérifié`)
};

const nl_sso_verified_toast = /** @type {(inputs: Sso_Verified_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domain} is geverifieerd`)
};

const es_sso_verified_toast = /** @type {(inputs: Sso_Verified_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domain} está verificado`)
};

const en_xa2_sso_verified_toast = /** @type {(inputs: Sso_Verified_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.domain} íš ṽéŕíƒíéð one ]`)
};

/**
* | output |
* | --- |
* | "{domain} is verified" |
*
* @param {Sso_Verified_ToastInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_verified_toast = /** @type {((inputs: Sso_Verified_ToastInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Verified_ToastInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_verified_toast(inputs)
	if (locale === "fr") return fr_sso_verified_toast(inputs)
	if (locale === "nl") return nl_sso_verified_toast(inputs)
	if (locale === "es") return es_sso_verified_toast(inputs)
	if (locale === "en-XA") return en_xa2_sso_verified_toast(inputs)
	return en_sso_verified_toast(inputs)
});