/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Organisation_Not_FoundInputs */

const en_refusal_organisation_not_found = /** @type {(inputs: Refusal_Organisation_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no organisation with this id.`)
};

const de_refusal_organisation_not_found = /** @type {(inputs: Refusal_Organisation_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es gibt keine Organisation mit dieser ID.`)
};

const fr_refusal_organisation_not_found = /** @type {(inputs: Refusal_Organisation_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune organisation ne porte cet identifiant.`)
};

const nl_refusal_organisation_not_found = /** @type {(inputs: Refusal_Organisation_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Er is geen organisatie met deze id.`)
};

const es_refusal_organisation_not_found = /** @type {(inputs: Refusal_Organisation_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay ninguna organización con este id.`)
};

const en_xa2_refusal_organisation_not_found = /** @type {(inputs: Refusal_Organisation_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥéŕé íš ñö öŕĝáñíšáţíöñ ŵíţĥ ţĥíš íð. one two th]`)
};

/**
* | output |
* | --- |
* | "There is no organisation with this id." |
*
* @param {Refusal_Organisation_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_organisation_not_found = /** @type {((inputs?: Refusal_Organisation_Not_FoundInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Organisation_Not_FoundInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_organisation_not_found(inputs)
	if (locale === "fr") return fr_refusal_organisation_not_found(inputs)
	if (locale === "nl") return nl_refusal_organisation_not_found(inputs)
	if (locale === "es") return es_refusal_organisation_not_found(inputs)
	if (locale === "en-XA") return en_xa2_refusal_organisation_not_found(inputs)
	return en_refusal_organisation_not_found(inputs)
});