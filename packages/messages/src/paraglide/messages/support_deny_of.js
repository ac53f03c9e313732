/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ who: NonNullable<unknown> }} Support_Deny_OfInputs */

const en_support_deny_of = /** @type {(inputs: Support_Deny_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deny the request of ${i?.who}`)
};

const de_support_deny_of = /** @type {(inputs: Support_Deny_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Anfrage von ${i?.who} ablehnen`)
};

const fr_support_deny_of = /** @type {(inputs: Support_Deny_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refuser la demande de ${i?.who}`)
};

const nl_support_deny_of = /** @type {(inputs: Support_Deny_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verzoek van ${i?.who} weigeren`)
};

const es_support_deny_of = /** @type {(inputs: Support_Deny_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Denegar la solicitud de ${i?.who}`)
};

const en_xa2_support_deny_of = /** @type {(inputs: Support_Deny_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðéñý ţĥé ŕéǫüéšţ öƒ ${i?.who} one tw]`)
};

/**
* | output |
* | --- |
* | "Deny the request of {who}" |
*
* @param {Support_Deny_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const support_deny_of = /** @type {((inputs: Support_Deny_OfInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Deny_OfInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_support_deny_of(inputs)
	if (locale === "fr") return fr_support_deny_of(inputs)
	if (locale === "nl") return nl_support_deny_of(inputs)
	if (locale === "es") return es_support_deny_of(inputs)
	if (locale === "en-XA") return en_xa2_support_deny_of(inputs)
	return en_support_deny_of(inputs)
});