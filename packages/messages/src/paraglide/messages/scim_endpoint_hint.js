/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scim_Endpoint_HintInputs */

const en_scim_endpoint_hint = /** @type {(inputs: Scim_Endpoint_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter it in your identity provider with a token below.`)
};

const de_scim_endpoint_hint = /** @type {(inputs: Scim_Endpoint_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tragen Sie sie mit einem der Tokens unten in Ihrem Identitätsanbieter ein.`)
};

const fr_scim_endpoint_hint = /** @type {(inputs: Scim_Endpoint_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez-la dans votre fournisseur d’identité avec un jeton ci-dessous.`)
};

const nl_scim_endpoint_hint = /** @type {(inputs: Scim_Endpoint_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vul deze in bij uw identiteitsprovider, samen met een token hieronder.`)
};

const es_scim_endpoint_hint = /** @type {(inputs: Scim_Endpoint_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introdúzcala en su proveedor de identidad junto con un token de abajo.`)
};

const en_xa2_scim_endpoint_hint = /** @type {(inputs: Scim_Endpoint_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ íţ íñ ýöüŕ íðéñţíţý þŕöṽíðéŕ ŵíţĥ á ţöķéñ ƀéļöŵ. one two three fo]`)
};

/**
* | output |
* | --- |
* | "Enter it in your identity provider with a token below." |
*
* @param {Scim_Endpoint_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scim_endpoint_hint = /** @type {((inputs?: Scim_Endpoint_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scim_Endpoint_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_scim_endpoint_hint(inputs)
	if (locale === "fr") return fr_scim_endpoint_hint(inputs)
	if (locale === "nl") return nl_scim_endpoint_hint(inputs)
	if (locale === "es") return es_scim_endpoint_hint(inputs)
	if (locale === "en-XA") return en_xa2_scim_endpoint_hint(inputs)
	return en_scim_endpoint_hint(inputs)
});