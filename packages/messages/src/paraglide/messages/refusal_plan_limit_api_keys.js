/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Plan_Limit_Api_KeysInputs */

const en_refusal_plan_limit_api_keys = /** @type {(inputs: Refusal_Plan_Limit_Api_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your plan does not include API keys. Upgrade the plan to create one.`)
};

const de_refusal_plan_limit_api_keys = /** @type {(inputs: Refusal_Plan_Limit_Api_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Tarif umfasst keine API-Schlüssel. Wechseln Sie den Tarif, um einen zu erstellen.`)
};

const fr_refusal_plan_limit_api_keys = /** @type {(inputs: Refusal_Plan_Limit_Api_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre offre n’inclut pas de clés d’API. Passez à une offre supérieure pour en créer une.`)
};

const nl_refusal_plan_limit_api_keys = /** @type {(inputs: Refusal_Plan_Limit_Api_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw abonnement bevat geen API-sleutels. Upgrade om er een te maken.`)
};

const es_refusal_plan_limit_api_keys = /** @type {(inputs: Refusal_Plan_Limit_Api_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su plan no incluye claves de API. Mejore el plan para crear una.`)
};

const en_xa2_refusal_plan_limit_api_keys = /** @type {(inputs: Refusal_Plan_Limit_Api_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ þļáñ ðöéš ñöţ íñçļüðé ÅÞÎ ķéýš. Ûþĝŕáðé ţĥé þļáñ ţö çŕéáţé öñé. one two three four fi]`)
};

/**
* | output |
* | --- |
* | "Your plan does not include API keys. Upgrade the plan to create one." |
*
* @param {Refusal_Plan_Limit_Api_KeysInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_plan_limit_api_keys = /** @type {((inputs?: Refusal_Plan_Limit_Api_KeysInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Plan_Limit_Api_KeysInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_plan_limit_api_keys(inputs)
	if (locale === "fr") return fr_refusal_plan_limit_api_keys(inputs)
	if (locale === "nl") return nl_refusal_plan_limit_api_keys(inputs)
	if (locale === "es") return es_refusal_plan_limit_api_keys(inputs)
	if (locale === "en-XA") return en_xa2_refusal_plan_limit_api_keys(inputs)
	return en_refusal_plan_limit_api_keys(inputs)
});