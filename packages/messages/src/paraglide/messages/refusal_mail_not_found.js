/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Mail_Not_FoundInputs */

const en_refusal_mail_not_found = /** @type {(inputs: Refusal_Mail_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no mail with this id.`)
};

const de_refusal_mail_not_found = /** @type {(inputs: Refusal_Mail_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es gibt keine E-Mail mit dieser ID.`)
};

const fr_refusal_mail_not_found = /** @type {(inputs: Refusal_Mail_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun message ne porte cet identifiant.`)
};

const nl_refusal_mail_not_found = /** @type {(inputs: Refusal_Mail_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Er is geen e-mail met deze id.`)
};

const es_refusal_mail_not_found = /** @type {(inputs: Refusal_Mail_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay ningún correo con este id.`)
};

const en_xa2_refusal_mail_not_found = /** @type {(inputs: Refusal_Mail_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥéŕé íš ñö ɱáíļ ŵíţĥ ţĥíš íð. one two ]`)
};

/**
* | output |
* | --- |
* | "There is no mail with this id." |
*
* @param {Refusal_Mail_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_mail_not_found = /** @type {((inputs?: Refusal_Mail_Not_FoundInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Mail_Not_FoundInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_mail_not_found(inputs)
	if (locale === "fr") return fr_refusal_mail_not_found(inputs)
	if (locale === "nl") return nl_refusal_mail_not_found(inputs)
	if (locale === "es") return es_refusal_mail_not_found(inputs)
	if (locale === "en-XA") return en_xa2_refusal_mail_not_found(inputs)
	return en_refusal_mail_not_found(inputs)
});