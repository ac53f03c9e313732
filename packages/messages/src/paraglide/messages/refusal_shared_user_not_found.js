/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Shared_User_Not_FoundInputs */

const en_refusal_shared_user_not_found = /** @type {(inputs: Refusal_Shared_User_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This person is not a shared user of this tenant.`)
};

const de_refusal_shared_user_not_found = /** @type {(inputs: Refusal_Shared_User_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Person ist kein freigegebener Benutzer dieses Mandanten.`)
};

const fr_refusal_shared_user_not_found = /** @type {(inputs: Refusal_Shared_User_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette personne n’est pas un utilisateur partagé de cette entité.`)
};

const nl_refusal_shared_user_not_found = /** @type {(inputs: Refusal_Shared_User_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze persoon is geen gedeelde gebruiker van deze tenant.`)
};

const es_refusal_shared_user_not_found = /** @type {(inputs: Refusal_Shared_User_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta persona no es un usuario compartido de este inquilino.`)
};

const en_xa2_refusal_shared_user_not_found = /** @type {(inputs: Refusal_Shared_User_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš þéŕšöñ íš ñöţ á šĥáŕéð üšéŕ öƒ ţĥíš ţéñáñţ. one two three ]`)
};

/**
* | output |
* | --- |
* | "This person is not a shared user of this tenant." |
*
* @param {Refusal_Shared_User_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_shared_user_not_found = /** @type {((inputs?: Refusal_Shared_User_Not_FoundInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Shared_User_Not_FoundInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_shared_user_not_found(inputs)
	if (locale === "fr") return fr_refusal_shared_user_not_found(inputs)
	if (locale === "nl") return nl_refusal_shared_user_not_found(inputs)
	if (locale === "es") return es_refusal_shared_user_not_found(inputs)
	if (locale === "en-XA") return en_xa2_refusal_shared_user_not_found(inputs)
	return en_refusal_shared_user_not_found(inputs)
});