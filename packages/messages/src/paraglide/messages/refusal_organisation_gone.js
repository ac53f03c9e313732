/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Organisation_GoneInputs */

const en_refusal_organisation_gone = /** @type {(inputs: Refusal_Organisation_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your organisation no longer exists.`)
};

const de_refusal_organisation_gone = /** @type {(inputs: Refusal_Organisation_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Organisation existiert nicht mehr.`)
};

const fr_refusal_organisation_gone = /** @type {(inputs: Refusal_Organisation_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre organisation n’existe plus.`)
};

const nl_refusal_organisation_gone = /** @type {(inputs: Refusal_Organisation_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw organisatie bestaat niet meer.`)
};

const es_refusal_organisation_gone = /** @type {(inputs: Refusal_Organisation_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su organización ya no existe.`)
};

const en_xa2_refusal_organisation_gone = /** @type {(inputs: Refusal_Organisation_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ öŕĝáñíšáţíöñ ñö ļöñĝéŕ éẋíšţš. one two t]`)
};

/**
* | output |
* | --- |
* | "Your organisation no longer exists." |
*
* @param {Refusal_Organisation_GoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_organisation_gone = /** @type {((inputs?: Refusal_Organisation_GoneInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Organisation_GoneInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_organisation_gone(inputs)
	if (locale === "fr") return fr_refusal_organisation_gone(inputs)
	if (locale === "nl") return nl_refusal_organisation_gone(inputs)
	if (locale === "es") return es_refusal_organisation_gone(inputs)
	if (locale === "en-XA") return en_xa2_refusal_organisation_gone(inputs)
	return en_refusal_organisation_gone(inputs)
});