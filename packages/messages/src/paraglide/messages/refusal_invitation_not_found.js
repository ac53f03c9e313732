/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Invitation_Not_FoundInputs */

const en_refusal_invitation_not_found = /** @type {(inputs: Refusal_Invitation_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This invitation does not exist or was already accepted or withdrawn.`)
};

const de_refusal_invitation_not_found = /** @type {(inputs: Refusal_Invitation_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Einladung existiert nicht oder wurde bereits angenommen oder zurückgezogen.`)
};

const fr_refusal_invitation_not_found = /** @type {(inputs: Refusal_Invitation_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette invitation n’existe pas ou a déjà été acceptée ou retirée.`)
};

const nl_refusal_invitation_not_found = /** @type {(inputs: Refusal_Invitation_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze uitnodiging bestaat niet of is al geaccepteerd of ingetrokken.`)
};

const es_refusal_invitation_not_found = /** @type {(inputs: Refusal_Invitation_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta invitación no existe o ya fue aceptada o retirada.`)
};

const en_xa2_refusal_invitation_not_found = /** @type {(inputs: Refusal_Invitation_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íñṽíţáţíöñ ðöéš ñöţ éẋíšţ öŕ ŵáš áļŕéáðý áççéþţéð öŕ ŵíţĥðŕáŵñ. one two three four fi]`)
};

/**
* | output |
* | --- |
* | "This invitation does not exist or was already accepted or withdrawn." |
*
* @param {Refusal_Invitation_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_invitation_not_found = /** @type {((inputs?: Refusal_Invitation_Not_FoundInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Invitation_Not_FoundInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_invitation_not_found(inputs)
	if (locale === "fr") return fr_refusal_invitation_not_found(inputs)
	if (locale === "nl") return nl_refusal_invitation_not_found(inputs)
	if (locale === "es") return es_refusal_invitation_not_found(inputs)
	if (locale === "en-XA") return en_xa2_refusal_invitation_not_found(inputs)
	return en_refusal_invitation_not_found(inputs)
});