/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Webhook_Endpoint_Not_FoundInputs */

const en_refusal_webhook_endpoint_not_found = /** @type {(inputs: Refusal_Webhook_Endpoint_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This webhook endpoint does not exist or you cannot see it.`)
};

const de_refusal_webhook_endpoint_not_found = /** @type {(inputs: Refusal_Webhook_Endpoint_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Webhook-Endpunkt existiert nicht oder ist für Sie nicht sichtbar.`)
};

const fr_refusal_webhook_endpoint_not_found = /** @type {(inputs: Refusal_Webhook_Endpoint_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce point de terminaison webhook n’existe pas ou vous ne pouvez pas le voir.`)
};

const nl_refusal_webhook_endpoint_not_found = /** @type {(inputs: Refusal_Webhook_Endpoint_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dit webhook-eindpunt bestaat niet of u kunt het niet zien.`)
};

const es_refusal_webhook_endpoint_not_found = /** @type {(inputs: Refusal_Webhook_Endpoint_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este punto de conexión de webhook no existe o no puede verlo.`)
};

const en_xa2_refusal_webhook_endpoint_not_found = /** @type {(inputs: Refusal_Webhook_Endpoint_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ŵéƀĥööķ éñðþöíñţ ðöéš ñöţ éẋíšţ öŕ ýöü çáññöţ šéé íţ. one two three fou]`)
};

/**
* | output |
* | --- |
* | "This webhook endpoint does not exist or you cannot see it." |
*
* @param {Refusal_Webhook_Endpoint_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_webhook_endpoint_not_found = /** @type {((inputs?: Refusal_Webhook_Endpoint_Not_FoundInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Webhook_Endpoint_Not_FoundInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_webhook_endpoint_not_found(inputs)
	if (locale === "fr") return fr_refusal_webhook_endpoint_not_found(inputs)
	if (locale === "nl") return nl_refusal_webhook_endpoint_not_found(inputs)
	if (locale === "es") return es_refusal_webhook_endpoint_not_found(inputs)
	if (locale === "en-XA") return en_xa2_refusal_webhook_endpoint_not_found(inputs)
	return en_refusal_webhook_endpoint_not_found(inputs)
});