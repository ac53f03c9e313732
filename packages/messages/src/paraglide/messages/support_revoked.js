/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_RevokedInputs */

const en_support_revoked = /** @type {(inputs: Support_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support access revoked`)
};

const de_support_revoked = /** @type {(inputs: Support_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support-Zugriff widerrufen`)
};

const fr_support_revoked = /** @type {(inputs: Support_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès du support révoqué`)
};

const nl_support_revoked = /** @type {(inputs: Support_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toegang voor support ingetrokken`)
};

const es_support_revoked = /** @type {(inputs: Support_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso de soporte revocado`)
};

const en_xa2_support_revoked = /** @type {(inputs: Support_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šüþþöŕţ áççéšš ŕéṽöķéð one t]`)
};

/**
* | output |
* | --- |
* | "Support access revoked" |
*
* @param {Support_RevokedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const support_revoked = /** @type {((inputs?: Support_RevokedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_RevokedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_support_revoked(inputs)
	if (locale === "fr") return fr_support_revoked(inputs)
	if (locale === "nl") return nl_support_revoked(inputs)
	if (locale === "es") return es_support_revoked(inputs)
	if (locale === "en-XA") return en_xa2_support_revoked(inputs)
	return en_support_revoked(inputs)
});