/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Member_Not_FoundInputs */

const en_refusal_member_not_found = /** @type {(inputs: Refusal_Member_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This member does not exist or has left the organisation.`)
};

const de_refusal_member_not_found = /** @type {(inputs: Refusal_Member_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Mitglied existiert nicht oder hat die Organisation verlassen.`)
};

const fr_refusal_member_not_found = /** @type {(inputs: Refusal_Member_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce membre n’existe pas ou a quitté l’organisation.`)
};

const nl_refusal_member_not_found = /** @type {(inputs: Refusal_Member_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dit lid bestaat niet of heeft de organisatie verlaten.`)
};

const es_refusal_member_not_found = /** @type {(inputs: Refusal_Member_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este miembro no existe o ha dejado la organización.`)
};

const en_xa2_refusal_member_not_found = /** @type {(inputs: Refusal_Member_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ɱéɱƀéŕ ðöéš ñöţ éẋíšţ öŕ ĥáš ļéƒţ ţĥé öŕĝáñíšáţíöñ. one two three fou]`)
};

/**
* | output |
* | --- |
* | "This member does not exist or has left the organisation." |
*
* @param {Refusal_Member_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_member_not_found = /** @type {((inputs?: Refusal_Member_Not_FoundInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Member_Not_FoundInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_member_not_found(inputs)
	if (locale === "fr") return fr_refusal_member_not_found(inputs)
	if (locale === "nl") return nl_refusal_member_not_found(inputs)
	if (locale === "es") return es_refusal_member_not_found(inputs)
	if (locale === "en-XA") return en_xa2_refusal_member_not_found(inputs)
	return en_refusal_member_not_found(inputs)
});