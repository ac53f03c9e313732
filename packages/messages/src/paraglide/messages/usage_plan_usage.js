/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Usage_Plan_UsageInputs */

const en_usage_plan_usage = /** @type {(inputs: Usage_Plan_UsageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan usage`)
};

const de_usage_plan_usage = /** @type {(inputs: Usage_Plan_UsageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifnutzung`)
};

const fr_usage_plan_usage = /** @type {(inputs: Usage_Plan_UsageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisation de l’offre`)
};

const nl_usage_plan_usage = /** @type {(inputs: Usage_Plan_UsageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gebruik van het abonnement`)
};

const es_usage_plan_usage = /** @type {(inputs: Usage_Plan_UsageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uso del plan`)
};

const en_xa2_usage_plan_usage = /** @type {(inputs: Usage_Plan_UsageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þļáñ üšáĝé o]`)
};

/**
* | output |
* | --- |
* | "Plan usage" |
*
* @param {Usage_Plan_UsageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const usage_plan_usage = /** @type {((inputs?: Usage_Plan_UsageInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Usage_Plan_UsageInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_usage_plan_usage(inputs)
	if (locale === "fr") return fr_usage_plan_usage(inputs)
	if (locale === "nl") return nl_usage_plan_usage(inputs)
	if (locale === "es") return es_usage_plan_usage(inputs)
	if (locale === "en-XA") return en_xa2_usage_plan_usage(inputs)
	return en_usage_plan_usage(inputs)
});