/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_ApproveInputs */

const en_support_approve = /** @type {(inputs: Support_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approve`)
};

const de_support_approve = /** @type {(inputs: Support_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Genehmigen`)
};

const fr_support_approve = /** @type {(inputs: Support_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approuver`)
};

const nl_support_approve = /** @type {(inputs: Support_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Goedkeuren`)
};

const es_support_approve = /** @type {(inputs: Support_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aprobar`)
};

const en_xa2_support_approve = /** @type {(inputs: Support_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åþþŕöṽé ]`)
};

/**
* | output |
* | --- |
* | "Approve" |
*
* @param {Support_ApproveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const support_approve = /** @type {((inputs?: Support_ApproveInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_ApproveInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_support_approve(inputs)
	if (locale === "fr") return fr_support_approve(inputs)
	if (locale === "nl") return nl_support_approve(inputs)
	if (locale === "es") return es_support_approve(inputs)
	if (locale === "en-XA") return en_xa2_support_approve(inputs)
	return en_support_approve(inputs)
});