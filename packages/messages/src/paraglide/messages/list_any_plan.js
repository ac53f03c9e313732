/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} List_Any_PlanInputs */

const en_list_any_plan = /** @type {(inputs: List_Any_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any plan`)
};

const de_list_any_plan = /** @type {(inputs: List_Any_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jeder Tarif`)
};

const fr_list_any_plan = /** @type {(inputs: List_Any_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toute offre`)
};

const nl_list_any_plan = /** @type {(inputs: List_Any_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elk abonnement`)
};

const es_list_any_plan = /** @type {(inputs: List_Any_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquier plan`)
};

const en_xa2_list_any_plan = /** @type {(inputs: List_Any_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åñý þļáñ ]`)
};

/**
* | output |
* | --- |
* | "Any plan" |
*
* @param {List_Any_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const list_any_plan = /** @type {((inputs?: List_Any_PlanInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_Any_PlanInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_list_any_plan(inputs)
	if (locale === "fr") return fr_list_any_plan(inputs)
	if (locale === "nl") return nl_list_any_plan(inputs)
	if (locale === "es") return es_list_any_plan(inputs)
	if (locale === "en-XA") return en_xa2_list_any_plan(inputs)
	return en_list_any_plan(inputs)
});