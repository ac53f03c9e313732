/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Invitation_Link_InvalidInputs */

const en_refusal_invitation_link_invalid = /** @type {(inputs: Refusal_Invitation_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This invitation link is no longer valid. Ask for a new invitation.`)
};

const de_refusal_invitation_link_invalid = /** @type {(inputs: Refusal_Invitation_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Einladungslink ist nicht mehr gültig. Bitten Sie um eine neue Einladung.`)
};

const fr_refusal_invitation_link_invalid = /** @type {(inputs: Refusal_Invitation_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien d’invitation n’est plus valide. Demandez une nouvelle invitation.`)
};

const nl_refusal_invitation_link_invalid = /** @type {(inputs: Refusal_Invitation_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze uitnodigingslink is niet meer geldig. Vraag om een nieuwe uitnodiging.`)
};

const es_refusal_invitation_link_invalid = /** @type {(inputs: Refusal_Invitation_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace de invitación ya no es válido. Pida una nueva invitación.`)
};

const en_xa2_refusal_invitation_link_invalid = /** @type {(inputs: Refusal_Invitation_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íñṽíţáţíöñ ļíñķ íš ñö ļöñĝéŕ ṽáļíð. Åšķ ƒöŕ á ñéŵ íñṽíţáţíöñ. one two three four f]`)
};

/**
* | output |
* | --- |
* | "This invitation link is no longer valid. Ask for a new invitation." |
*
* @param {Refusal_Invitation_Link_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_invitation_link_invalid = /** @type {((inputs?: Refusal_Invitation_Link_InvalidInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Invitation_Link_InvalidInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_invitation_link_invalid(inputs)
	if (locale === "fr") return fr_refusal_invitation_link_invalid(inputs)
	if (locale === "nl") return nl_refusal_invitation_link_invalid(inputs)
	if (locale === "es") return es_refusal_invitation_link_invalid(inputs)
	if (locale === "en-XA") return en_xa2_refusal_invitation_link_invalid(inputs)
	return en_refusal_invitation_link_invalid(inputs)
});