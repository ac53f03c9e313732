/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Usage_Of_PlanInputs */

const en_usage_of_plan = /** @type {(inputs: Usage_Of_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Usage of the ${i?.plan} plan`)
};

const de_usage_of_plan = /** @type {(inputs: Usage_Of_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nutzung des Tarifs ${i?.plan}`)
};

const fr_usage_of_plan = /** @type {(inputs: Usage_Of_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Utilisation de l’offre ${i?.plan}`)
};

const nl_usage_of_plan = /** @type {(inputs: Usage_Of_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gebruik van het abonnement ${i?.plan}`)
};

const es_usage_of_plan = /** @type {(inputs: Usage_Of_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uso del plan ${i?.plan}`)
};

const en_xa2_usage_of_plan = /** @type {(inputs: Usage_Of_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ûšáĝé öƒ ţĥé ${i?.plan} þļáñ one t]`)
};

/**
* | output |
* | --- |
* | "Usage of the {plan} plan" |
*
* @param {Usage_Of_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const usage_of_plan = /** @type {((inputs: Usage_Of_PlanInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Usage_Of_PlanInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_usage_of_plan(inputs)
	if (locale === "fr") return fr_usage_of_plan(inputs)
	if (locale === "nl") return nl_usage_of_plan(inputs)
	if (locale === "es") return es_usage_of_plan(inputs)
	if (locale === "en-XA") return en_xa2_usage_of_plan(inputs)
	return en_usage_of_plan(inputs)
});