/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_ApprovedInputs */

const en_support_approved = /** @type {(inputs: Support_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support access approved`)
};

const de_support_approved = /** @type {(inputs: Support_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support-Zugriff genehmigt`)
};

const fr_support_approved = /** @type {(inputs: Support_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès du support approuvé`)
};

const nl_support_approved = /** @type {(inputs: Support_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toegang voor support goedgekeurd`)
};

const es_support_approved = /** @type {(inputs: Support_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso de soporte aprobado`)
};

const en_xa2_support_approved = /** @type {(inputs: Support_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šüþþöŕţ áççéšš áþþŕöṽéð one t]`)
};

/**
* | output |
* | --- |
* | "Support access approved" |
*
* @param {Support_ApprovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const support_approved = /** @type {((inputs?: Support_ApprovedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_ApprovedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_support_approved(inputs)
	if (locale === "fr") return fr_support_approved(inputs)
	if (locale === "nl") return nl_support_approved(inputs)
	if (locale === "es") return es_support_approved(inputs)
	if (locale === "en-XA") return en_xa2_support_approved(inputs)
	return en_support_approved(inputs)
});