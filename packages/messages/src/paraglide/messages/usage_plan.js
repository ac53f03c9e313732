/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Usage_PlanInputs */

const en_usage_plan = /** @type {(inputs: Usage_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan`)
};

const de_usage_plan = /** @type {(inputs: Usage_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarif`)
};

const fr_usage_plan = /** @type {(inputs: Usage_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offre`)
};

const nl_usage_plan = /** @type {(inputs: Usage_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement`)
};

const es_usage_plan = /** @type {(inputs: Usage_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan`)
};

const en_xa2_usage_plan = /** @type {(inputs: Usage_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þļáñ ]`)
};

/**
* | output |
* | --- |
* | "Plan" |
*
* @param {Usage_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const usage_plan = /** @type {((inputs?: Usage_PlanInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Usage_PlanInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_usage_plan(inputs)
	if (locale === "fr") return fr_usage_plan(inputs)
	if (locale === "nl") return nl_usage_plan(inputs)
	if (locale === "es") return es_usage_plan(inputs)
	if (locale === "en-XA") return en_xa2_usage_plan(inputs)
	return en_usage_plan(inputs)
});