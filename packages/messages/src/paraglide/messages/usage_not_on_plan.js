/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Usage_Not_On_PlanInputs */

const en_usage_not_on_plan = /** @type {(inputs: Usage_Not_On_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not on this plan`)
};

const de_usage_not_on_plan = /** @type {(inputs: Usage_Not_On_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht in diesem Tarif`)
};

const fr_usage_not_on_plan = /** @type {(inputs: Usage_Not_On_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas dans cette offre`)
};

const nl_usage_not_on_plan = /** @type {(inputs: Usage_Not_On_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niet in dit abonnement`)
};

const es_usage_not_on_plan = /** @type {(inputs: Usage_Not_On_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No incluido en este plan`)
};

const en_xa2_usage_not_on_plan = /** @type {(inputs: Usage_Not_On_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñöţ öñ ţĥíš þļáñ one]`)
};

/**
* | output |
* | --- |
* | "Not on this plan" |
*
* @param {Usage_Not_On_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const usage_not_on_plan = /** @type {((inputs?: Usage_Not_On_PlanInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Usage_Not_On_PlanInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_usage_not_on_plan(inputs)
	if (locale === "fr") return fr_usage_not_on_plan(inputs)
	if (locale === "nl") return nl_usage_not_on_plan(inputs)
	if (locale === "es") return es_usage_not_on_plan(inputs)
	if (locale === "en-XA") return en_xa2_usage_not_on_plan(inputs)
	return en_usage_not_on_plan(inputs)
});