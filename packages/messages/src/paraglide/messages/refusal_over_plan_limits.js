/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Over_Plan_LimitsInputs */

const en_refusal_over_plan_limits = /** @type {(inputs: Refusal_Over_Plan_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your organisation uses more than this plan allows: reduce it first.`)
};

const de_refusal_over_plan_limits = /** @type {(inputs: Refusal_Over_Plan_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Organisation nutzt mehr, als dieser Tarif erlaubt: Reduzieren Sie das zuerst.`)
};

const fr_refusal_over_plan_limits = /** @type {(inputs: Refusal_Over_Plan_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre organisation utilise plus que ce que permet cette offre : réduisez d’abord.`)
};

const nl_refusal_over_plan_limits = /** @type {(inputs: Refusal_Over_Plan_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw organisatie gebruikt meer dan dit abonnement toestaat: verminder dat eerst.`)
};

const es_refusal_over_plan_limits = /** @type {(inputs: Refusal_Over_Plan_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su organización usa más de lo que permite este plan: redúzcalo primero.`)
};

const en_xa2_refusal_over_plan_limits = /** @type {(inputs: Refusal_Over_Plan_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ öŕĝáñíšáţíöñ üšéš ɱöŕé ţĥáñ ţĥíš þļáñ áļļöŵš: ŕéðüçé íţ ƒíŕšţ. one two three four f]`)
};

/**
* | output |
* | --- |
* | "Your organisation uses more than this plan allows: reduce it first." |
*
* @param {Refusal_Over_Plan_LimitsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_over_plan_limits = /** @type {((inputs?: Refusal_Over_Plan_LimitsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Over_Plan_LimitsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_over_plan_limits(inputs)
	if (locale === "fr") return fr_refusal_over_plan_limits(inputs)
	if (locale === "nl") return nl_refusal_over_plan_limits(inputs)
	if (locale === "es") return es_refusal_over_plan_limits(inputs)
	if (locale === "en-XA") return en_xa2_refusal_over_plan_limits(inputs)
	return en_refusal_over_plan_limits(inputs)
});