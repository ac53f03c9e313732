/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Scim_Token_Not_FoundInputs */

const en_refusal_scim_token_not_found = /** @type {(inputs: Refusal_Scim_Token_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This SCIM token does not exist or you cannot see it.`)
};

const de_refusal_scim_token_not_found = /** @type {(inputs: Refusal_Scim_Token_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses SCIM-Token existiert nicht oder Sie können es nicht sehen.`)
};

const fr_refusal_scim_token_not_found = /** @type {(inputs: Refusal_Scim_Token_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce jeton SCIM n’existe pas ou vous ne pouvez pas le voir.`)
};

const nl_refusal_scim_token_not_found = /** @type {(inputs: Refusal_Scim_Token_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dit SCIM-token bestaat niet of u kunt het niet zien.`)
};

const es_refusal_scim_token_not_found = /** @type {(inputs: Refusal_Scim_Token_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este token SCIM no existe o no puede verlo.`)
};

const en_xa2_refusal_scim_token_not_found = /** @type {(inputs: Refusal_Scim_Token_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ŠÇÎṀ ţöķéñ ðöéš ñöţ éẋíšţ öŕ ýöü çáññöţ šéé íţ. one two three f]`)
};

/**
* | output |
* | --- |
* | "This SCIM token does not exist or you cannot see it." |
*
* @param {Refusal_Scim_Token_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_scim_token_not_found = /** @type {((inputs?: Refusal_Scim_Token_Not_FoundInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Scim_Token_Not_FoundInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_scim_token_not_found(inputs)
	if (locale === "fr") return fr_refusal_scim_token_not_found(inputs)
	if (locale === "nl") return nl_refusal_scim_token_not_found(inputs)
	if (locale === "es") return es_refusal_scim_token_not_found(inputs)
	if (locale === "en-XA") return en_xa2_refusal_scim_token_not_found(inputs)
	return en_refusal_scim_token_not_found(inputs)
});