/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ who: NonNullable<unknown> }} Support_Revoke_OfInputs */

const en_support_revoke_of = /** @type {(inputs: Support_Revoke_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revoke the access of ${i?.who}`)
};

const de_support_revoke_of = /** @type {(inputs: Support_Revoke_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zugriff von ${i?.who} widerrufen`)
};

const fr_support_revoke_of = /** @type {(inputs: Support_Revoke_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Révoquer l’accès de ${i?.who}`)
};

const nl_support_revoke_of = /** @type {(inputs: Support_Revoke_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Toegang van ${i?.who} intrekken`)
};

const es_support_revoke_of = /** @type {(inputs: Support_Revoke_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revocar el acceso de ${i?.who}`)
};

const en_xa2_support_revoke_of = /** @type {(inputs: Support_Revoke_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéṽöķé ţĥé áççéšš öƒ ${i?.who} one tw]`)
};

/**
* | output |
* | --- |
* | "Revoke the access of {who}" |
*
* @param {Support_Revoke_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const support_revoke_of = /** @type {((inputs: Support_Revoke_OfInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Revoke_OfInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_support_revoke_of(inputs)
	if (locale === "fr") return fr_support_revoke_of(inputs)
	if (locale === "nl") return nl_support_revoke_of(inputs)
	if (locale === "es") return es_support_revoke_of(inputs)
	if (locale === "en-XA") return en_xa2_support_revoke_of(inputs)
	return en_support_revoke_of(inputs)
});