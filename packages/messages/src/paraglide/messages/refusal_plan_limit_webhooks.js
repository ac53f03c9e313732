/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Plan_Limit_WebhooksInputs */

const en_refusal_plan_limit_webhooks = /** @type {(inputs: Refusal_Plan_Limit_WebhooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your plan does not include webhooks. Upgrade the plan to add an endpoint.`)
};

const de_refusal_plan_limit_webhooks = /** @type {(inputs: Refusal_Plan_Limit_WebhooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Tarif umfasst keine Webhooks. Wechseln Sie den Tarif, um einen Endpunkt hinzuzufügen.`)
};

const fr_refusal_plan_limit_webhooks = /** @type {(inputs: Refusal_Plan_Limit_WebhooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre offre n’inclut pas les webhooks. Passez à une offre supérieure pour ajouter un point de terminaison.`)
};

const nl_refusal_plan_limit_webhooks = /** @type {(inputs: Refusal_Plan_Limit_WebhooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw abonnement bevat geen webhooks. Upgrade om een eindpunt toe te voegen.`)
};

const es_refusal_plan_limit_webhooks = /** @type {(inputs: Refusal_Plan_Limit_WebhooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su plan no incluye webhooks. Mejore el plan para añadir un punto de conexión.`)
};

const en_xa2_refusal_plan_limit_webhooks = /** @type {(inputs: Refusal_Plan_Limit_WebhooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ þļáñ ðöéš ñöţ íñçļüðé ŵéƀĥööķš. Ûþĝŕáðé ţĥé þļáñ ţö áðð áñ éñðþöíñţ. one two three four five]`)
};

/**
* | output |
* | --- |
* | "Your plan does not include webhooks. Upgrade the plan to add an endpoint." |
*
* @param {Refusal_Plan_Limit_WebhooksInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_plan_limit_webhooks = /** @type {((inputs?: Refusal_Plan_Limit_WebhooksInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Plan_Limit_WebhooksInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_plan_limit_webhooks(inputs)
	if (locale === "fr") return fr_refusal_plan_limit_webhooks(inputs)
	if (locale === "nl") return nl_refusal_plan_limit_webhooks(inputs)
	if (locale === "es") return es_refusal_plan_limit_webhooks(inputs)
	if (locale === "en-XA") return en_xa2_refusal_plan_limit_webhooks(inputs)
	return en_refusal_plan_limit_webhooks(inputs)
});