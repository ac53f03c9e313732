/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Already_MemberInputs */

const en_refusal_already_member = /** @type {(inputs: Refusal_Already_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This person is already a member.`)
};

const de_refusal_already_member = /** @type {(inputs: Refusal_Already_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Person ist bereits Mitglied.`)
};

const fr_refusal_already_member = /** @type {(inputs: Refusal_Already_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette personne est déjà membre.`)
};

const nl_refusal_already_member = /** @type {(inputs: Refusal_Already_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze persoon is al lid.`)
};

const es_refusal_already_member = /** @type {(inputs: Refusal_Already_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta persona ya es miembro.`)
};

const en_xa2_refusal_already_member = /** @type {(inputs: Refusal_Already_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš þéŕšöñ íš áļŕéáðý á ɱéɱƀéŕ. one two ]`)
};

/**
* | output |
* | --- |
* | "This person is already a member." |
*
* @param {Refusal_Already_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_already_member = /** @type {((inputs?: Refusal_Already_MemberInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Already_MemberInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_already_member(inputs)
	if (locale === "fr") return fr_refusal_already_member(inputs)
	if (locale === "nl") return nl_refusal_already_member(inputs)
	if (locale === "es") return es_refusal_already_member(inputs)
	if (locale === "en-XA") return en_xa2_refusal_already_member(inputs)
	return en_refusal_already_member(inputs)
});