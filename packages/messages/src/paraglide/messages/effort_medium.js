/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Effort_MediumInputs */

const en_effort_medium = /** @type {(inputs: Effort_MediumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medium effort`)
};

const de_effort_medium = /** @type {(inputs: Effort_MediumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mittlerer Aufwand`)
};

const fr_effort_medium = /** @type {(inputs: Effort_MediumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effort moyen`)
};

const nl_effort_medium = /** @type {(inputs: Effort_MediumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gemiddelde inspanning`)
};

const es_effort_medium = /** @type {(inputs: Effort_MediumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esfuerzo medio`)
};

const en_xa2_effort_medium = /** @type {(inputs: Effort_MediumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁéðíüɱ éƒƒöŕţ on]`)
};

/**
* | output |
* | --- |
* | "Medium effort" |
*
* @param {Effort_MediumInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const effort_medium = /** @type {((inputs?: Effort_MediumInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Effort_MediumInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_effort_medium(inputs)
	if (locale === "fr") return fr_effort_medium(inputs)
	if (locale === "nl") return nl_effort_medium(inputs)
	if (locale === "es") return es_effort_medium(inputs)
	if (locale === "en-XA") return en_xa2_effort_medium(inputs)
	return en_effort_medium(inputs)
});