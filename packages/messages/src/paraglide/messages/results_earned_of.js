/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ earned: NonNullable<unknown>, weight: NonNullable<unknown> }} Results_Earned_OfInputs */

const en_results_earned_of = /** @type {(inputs: Results_Earned_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.earned} of ${i?.weight}`)
};

const de_results_earned_of = /** @type {(inputs: Results_Earned_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.earned} von ${i?.weight}`)
};

const fr_results_earned_of = /** @type {(inputs: Results_Earned_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.earned} sur ${i?.weight}`)
};

const nl_results_earned_of = /** @type {(inputs: Results_Earned_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.earned} van ${i?.weight}`)
};

const es_results_earned_of = /** @type {(inputs: Results_Earned_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.earned} de ${i?.weight}`)
};

const en_xa2_results_earned_of = /** @type {(inputs: Results_Earned_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.earned} öƒ ${i?.weight} one ]`)
};

/**
* | output |
* | --- |
* | "{earned} of {weight}" |
*
* @param {Results_Earned_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_earned_of = /** @type {((inputs: Results_Earned_OfInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Earned_OfInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_results_earned_of(inputs)
	if (locale === "fr") return fr_results_earned_of(inputs)
	if (locale === "nl") return nl_results_earned_of(inputs)
	if (locale === "es") return es_results_earned_of(inputs)
	if (locale === "en-XA") return en_xa2_results_earned_of(inputs)
	return en_results_earned_of(inputs)
});