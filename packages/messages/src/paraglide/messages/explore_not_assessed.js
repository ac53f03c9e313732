/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Explore_Not_AssessedInputs */

const en_explore_not_assessed = /** @type {(inputs: Explore_Not_AssessedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not assessed against this baseline`)
};

const de_explore_not_assessed = /** @type {(inputs: Explore_Not_AssessedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht anhand dieser Baseline bewertet`)
};

const fr_explore_not_assessed = /** @type {(inputs: Explore_Not_AssessedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non évaluée avec ce référentiel`)
};

const nl_explore_not_assessed = /** @type {(inputs: Explore_Not_AssessedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niet beoordeeld op deze baseline`)
};

const es_explore_not_assessed = /** @type {(inputs: Explore_Not_AssessedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No evaluado con esta línea base`)
};

const en_xa2_explore_not_assessed = /** @type {(inputs: Explore_Not_AssessedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñöţ áššéššéð áĝáíñšţ ţĥíš ƀášéļíñé one two t]`)
};

/**
* | output |
* | --- |
* | "Not assessed against this baseline" |
*
* @param {Explore_Not_AssessedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_not_assessed = /** @type {((inputs?: Explore_Not_AssessedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_Not_AssessedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_not_assessed(inputs)
	if (locale === "fr") return fr_explore_not_assessed(inputs)
	if (locale === "nl") return nl_explore_not_assessed(inputs)
	if (locale === "es") return es_explore_not_assessed(inputs)
	if (locale === "en-XA") return en_xa2_explore_not_assessed(inputs)
	return en_explore_not_assessed(inputs)
});