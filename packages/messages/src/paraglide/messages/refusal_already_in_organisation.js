/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Already_In_OrganisationInputs */

const en_refusal_already_in_organisation = /** @type {(inputs: Refusal_Already_In_OrganisationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This account already belongs to an organisation. Ask to be removed from it first, or sign in with another account.`)
};

const de_refusal_already_in_organisation = /** @type {(inputs: Refusal_Already_In_OrganisationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Konto gehört bereits zu einer Organisation. Bitten Sie zuerst darum, daraus entfernt zu werden, oder melden Sie sich mit einem anderen Konto an.`)
};

const fr_refusal_already_in_organisation = /** @type {(inputs: Refusal_Already_In_OrganisationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce compte appartient déjà à une organisation. Demandez d’abord à en être retiré, ou connectez-vous avec un autre compte.`)
};

const nl_refusal_already_in_organisation = /** @type {(inputs: Refusal_Already_In_OrganisationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dit account hoort al bij een organisatie. Vraag eerst om daaruit verwijderd te worden, of meld je aan met een ander account.`)
};

const es_refusal_already_in_organisation = /** @type {(inputs: Refusal_Already_In_OrganisationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta cuenta ya pertenece a una organización. Pida primero que le quiten de ella o inicie sesión con otra cuenta.`)
};

const en_xa2_refusal_already_in_organisation = /** @type {(inputs: Refusal_Already_In_OrganisationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš áççöüñţ áļŕéáðý ƀéļöñĝš ţö áñ öŕĝáñíšáţíöñ. Åšķ ţö ƀé ŕéɱöṽéð ƒŕöɱ íţ ƒíŕšţ, öŕ šíĝñ íñ ŵíţĥ áñöţĥéŕ áççöüñţ. one two three four five six seven eig]`)
};

/**
* | output |
* | --- |
* | "This account already belongs to an organisation. Ask to be removed from it first, or sign in with another account." |
*
* @param {Refusal_Already_In_OrganisationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_already_in_organisation = /** @type {((inputs?: Refusal_Already_In_OrganisationInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Already_In_OrganisationInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_already_in_organisation(inputs)
	if (locale === "fr") return fr_refusal_already_in_organisation(inputs)
	if (locale === "nl") return nl_refusal_already_in_organisation(inputs)
	if (locale === "es") return es_refusal_already_in_organisation(inputs)
	if (locale === "en-XA") return en_xa2_refusal_already_in_organisation(inputs)
	return en_refusal_already_in_organisation(inputs)
});