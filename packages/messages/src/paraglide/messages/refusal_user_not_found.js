/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_User_Not_FoundInputs */

const en_refusal_user_not_found = /** @type {(inputs: Refusal_User_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no such user.`)
};

const de_refusal_user_not_found = /** @type {(inputs: Refusal_User_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diesen Benutzer gibt es nicht.`)
};

const fr_refusal_user_not_found = /** @type {(inputs: Refusal_User_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet utilisateur n’existe pas.`)
};

const nl_refusal_user_not_found = /** @type {(inputs: Refusal_User_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze gebruiker bestaat niet.`)
};

const es_refusal_user_not_found = /** @type {(inputs: Refusal_User_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No existe ese usuario.`)
};

const en_xa2_refusal_user_not_found = /** @type {(inputs: Refusal_User_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥéŕé íš ñö šüçĥ üšéŕ. one t]`)
};

/**
* | output |
* | --- |
* | "There is no such user." |
*
* @param {Refusal_User_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_user_not_found = /** @type {((inputs?: Refusal_User_Not_FoundInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_User_Not_FoundInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_user_not_found(inputs)
	if (locale === "fr") return fr_refusal_user_not_found(inputs)
	if (locale === "nl") return nl_refusal_user_not_found(inputs)
	if (locale === "es") return es_refusal_user_not_found(inputs)
	if (locale === "en-XA") return en_xa2_refusal_user_not_found(inputs)
	return en_refusal_user_not_found(inputs)
});