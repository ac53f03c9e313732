/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Respondent_Invitation_Not_FoundInputs */

const en_refusal_respondent_invitation_not_found = /** @type {(inputs: Refusal_Respondent_Invitation_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This invitation does not exist or you cannot see it.`)
};

const de_refusal_respondent_invitation_not_found = /** @type {(inputs: Refusal_Respondent_Invitation_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Einladung existiert nicht oder ist für Sie nicht sichtbar.`)
};

const fr_refusal_respondent_invitation_not_found = /** @type {(inputs: Refusal_Respondent_Invitation_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette invitation n’existe pas ou vous ne pouvez pas la voir.`)
};

const nl_refusal_respondent_invitation_not_found = /** @type {(inputs: Refusal_Respondent_Invitation_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze uitnodiging bestaat niet of u kunt hem niet zien.`)
};

const es_refusal_respondent_invitation_not_found = /** @type {(inputs: Refusal_Respondent_Invitation_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta invitación no existe o no puede verla.`)
};

const en_xa2_refusal_respondent_invitation_not_found = /** @type {(inputs: Refusal_Respondent_Invitation_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íñṽíţáţíöñ ðöéš ñöţ éẋíšţ öŕ ýöü çáññöţ šéé íţ. one two three f]`)
};

/**
* | output |
* | --- |
* | "This invitation does not exist or you cannot see it." |
*
* @param {Refusal_Respondent_Invitation_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_respondent_invitation_not_found = /** @type {((inputs?: Refusal_Respondent_Invitation_Not_FoundInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Respondent_Invitation_Not_FoundInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_respondent_invitation_not_found(inputs)
	if (locale === "fr") return fr_refusal_respondent_invitation_not_found(inputs)
	if (locale === "nl") return nl_refusal_respondent_invitation_not_found(inputs)
	if (locale === "es") return es_refusal_respondent_invitation_not_found(inputs)
	if (locale === "en-XA") return en_xa2_refusal_respondent_invitation_not_found(inputs)
	return en_refusal_respondent_invitation_not_found(inputs)
});