/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ who: NonNullable<unknown> }} Support_Approve_OfInputs */

const en_support_approve_of = /** @type {(inputs: Support_Approve_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Approve the request of ${i?.who}`)
};

const de_support_approve_of = /** @type {(inputs: Support_Approve_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Anfrage von ${i?.who} genehmigen`)
};

const fr_support_approve_of = /** @type {(inputs: Support_Approve_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Approuver la demande de ${i?.who}`)
};

const nl_support_approve_of = /** @type {(inputs: Support_Approve_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verzoek van ${i?.who} goedkeuren`)
};

const es_support_approve_of = /** @type {(inputs: Support_Approve_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aprobar la solicitud de ${i?.who}`)
};

const en_xa2_support_approve_of = /** @type {(inputs: Support_Approve_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Åþþŕöṽé ţĥé ŕéǫüéšţ öƒ ${i?.who} one two]`)
};

/**
* | output |
* | --- |
* | "Approve the request of {who}" |
*
* @param {Support_Approve_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const support_approve_of = /** @type {((inputs: Support_Approve_OfInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Approve_OfInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_support_approve_of(inputs)
	if (locale === "fr") return fr_support_approve_of(inputs)
	if (locale === "nl") return nl_support_approve_of(inputs)
	if (locale === "es") return es_support_approve_of(inputs)
	if (locale === "en-XA") return en_xa2_support_approve_of(inputs)
	return en_support_approve_of(inputs)
});