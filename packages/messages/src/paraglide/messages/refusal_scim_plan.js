/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Scim_PlanInputs */

const en_refusal_scim_plan = /** @type {(inputs: Refusal_Scim_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SCIM provisioning is part of the Business plan.`)
};

const de_refusal_scim_plan = /** @type {(inputs: Refusal_Scim_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SCIM-Bereitstellung ist Teil des Business-Tarifs.`)
};

const fr_refusal_scim_plan = /** @type {(inputs: Refusal_Scim_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le provisionnement SCIM fait partie de l’offre Business.`)
};

const nl_refusal_scim_plan = /** @type {(inputs: Refusal_Scim_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SCIM-provisioning hoort bij het Business-abonnement.`)
};

const es_refusal_scim_plan = /** @type {(inputs: Refusal_Scim_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El aprovisionamiento SCIM forma parte del plan Business.`)
};

const en_xa2_refusal_scim_plan = /** @type {(inputs: Refusal_Scim_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŠÇÎṀ þŕöṽíšíöñíñĝ íš þáŕţ öƒ ţĥé Ɓüšíñéšš þļáñ. one two three]`)
};

/**
* | output |
* | --- |
* | "SCIM provisioning is part of the Business plan." |
*
* @param {Refusal_Scim_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_scim_plan = /** @type {((inputs?: Refusal_Scim_PlanInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Scim_PlanInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_scim_plan(inputs)
	if (locale === "fr") return fr_refusal_scim_plan(inputs)
	if (locale === "nl") return nl_refusal_scim_plan(inputs)
	if (locale === "es") return es_refusal_scim_plan(inputs)
	if (locale === "en-XA") return en_xa2_refusal_scim_plan(inputs)
	return en_refusal_scim_plan(inputs)
});