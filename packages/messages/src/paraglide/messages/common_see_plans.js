/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_See_PlansInputs */

const en_common_see_plans = /** @type {(inputs: Common_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See plans`)
};

const de_common_see_plans = /** @type {(inputs: Common_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarife ansehen`)
};

const fr_common_see_plans = /** @type {(inputs: Common_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les offres`)
};

const nl_common_see_plans = /** @type {(inputs: Common_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnementen bekijken`)
};

const es_common_see_plans = /** @type {(inputs: Common_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver planes`)
};

const en_xa2_common_see_plans = /** @type {(inputs: Common_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéé þļáñš ]`)
};

/**
* | output |
* | --- |
* | "See plans" |
*
* @param {Common_See_PlansInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_see_plans = /** @type {((inputs?: Common_See_PlansInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_See_PlansInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_see_plans(inputs)
	if (locale === "fr") return fr_common_see_plans(inputs)
	if (locale === "nl") return nl_common_see_plans(inputs)
	if (locale === "es") return es_common_see_plans(inputs)
	if (locale === "en-XA") return en_xa2_common_see_plans(inputs)
	return en_common_see_plans(inputs)
});